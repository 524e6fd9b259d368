/**
 * A reader's "the highlighting is off" report on a timed recording (POST
 * /api/audios/:id/drift-reports). One per device and timing: `deviceId` is the random id the
 * reader's device keeps (client/sync/device-id.ts), `timing` the fingerprint of the WebVTT
 * the reader saw (vtt/timing-fingerprint.ts). Neither names a person.
 */
import { z } from 'zod';
import { TIMING_FINGERPRINT } from '../vtt/timing-fingerprint';

export const DEVICE_ID = /^[A-Za-z0-9_-]{8,64}$/;

export const DriftReportSchema = z.object({
  deviceId: z
    .string({ error: 'deviceId is required' })
    .regex(DEVICE_ID, 'deviceId must be 8 to 64 letters, digits, "-" or "_"'),
  timing: z
    .string({ error: 'timing is required' })
    .regex(TIMING_FINGERPRINT, 'timing must be the 8 hex digits of the WebVTT seen'),
});
export type DriftReport = z.infer<typeof DriftReportSchema>;

/** What the report route answers: whether this report counted, never the count itself. */
export const DriftReportAnswerSchema = z.object({
  /** False for a repeat from the same device, or a report about an older timing. */
  counted: z.boolean(),
});

/** The administrators' view of one recording's reports (about its current timing). */
export const DriftCountSchema = z.object({
  audioId: z.uuid(),
  reports: z.number().int(),
  /** When the latest of them arrived (ISO), or null without reports. */
  lastReportAt: z.string().nullable(),
});
export type DriftCount = z.infer<typeof DriftCountSchema>;
