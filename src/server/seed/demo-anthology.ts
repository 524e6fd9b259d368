/**
 * The demo anthology shipped in ./demo (copied from the project's corpus; see
 * demo/README.md for sources and licences), read and checked with zod before seeding.
 */
import { readFile } from 'node:fs/promises';
import { z } from 'zod';
import { projectPath } from '../lib/project-path';

const nullableText = z.string().nullable().optional();

export const DemoAnthologySchema = z.object({
  poets: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      birthYear: z.number().int().nullable(),
      deathYear: z.number().int().nullable(),
      status: z.enum(['active', 'deceased']),
      bio_fr: nullableText,
      bio_en: nullableText,
    }),
  ),
  themes: z.array(
    z.object({ id: z.string(), name_fr: z.string(), name_en: z.string(), name_wol: nullableText }),
  ),
  tags: z.array(
    z.object({ id: z.string(), name_fr: z.string(), name_en: z.string(), name_wol: nullableText }),
  ),
  poems: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      poetId: z.string(),
      year: z.number().int().nullable(),
      themeIds: z.array(z.string()),
      tagIds: z.array(z.string()),
      category: z.string(),
      content: z.string(),
      summary_fr: nullableText,
      summary_en: nullableText,
      editorial_note: nullableText,
      sourceUrl: nullableText,
    }),
  ),
  difficultWords: z.array(
    z.object({
      word: z.string(),
      poemId: z.string(),
      definition_fr: z.string(),
      definition_en: nullableText,
      explanation: nullableText,
    }),
  ),
});
export type DemoAnthology = z.infer<typeof DemoAnthologySchema>;

export const DemoAudioManifestSchema = z.array(
  z.object({
    poemId: z.string(),
    mp3: z.string(),
    vtt: z.string(),
    mp3_seconds_ffprobe: z.number(),
  }),
);

export const demoPath = (...segments: string[]) =>
  projectPath('src', 'server', 'seed', 'demo', ...segments);

/** Reads and validates the demo anthology and its audio manifest. */
export async function loadDemoAnthology() {
  const anthology = DemoAnthologySchema.parse(
    JSON.parse(await readFile(demoPath('anthology.json'), 'utf8')),
  );
  const audio = DemoAudioManifestSchema.parse(
    JSON.parse(await readFile(demoPath('audio', 'audio-manifest.json'), 'utf8')),
  );
  return { anthology, audio };
}
