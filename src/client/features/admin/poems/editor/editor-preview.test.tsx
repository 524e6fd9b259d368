/**
 * The editor's preview: the reader's stanzas and verses, the glossed words highlighted, and
 * words picked with the mouse or the keyboard (one tab stop, arrows, Shift to extend inside a
 * verse, Escape to drop).
 */
import { cleanup, configure, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '@client/i18n/namespaces/admin-form';
import { renderInApp } from '../../../../../../tests/helpers/render-in-app';
import { EditorPreview } from './editor-preview';

// Chakra and the router in jsdom: slow on a busy two-core machine.
vi.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 5_000 });

const CONTENT = 'Xam xam la,\n  Gërëm Yàlla\n\n\nNdaw si dem na';

async function renderPreview(glossary: string[] = [], onPick = vi.fn()) {
  const result = await renderInApp(
    () => <EditorPreview content={CONTENT} glossary={glossary} onPick={onPick} />,
    { language: 'en' },
  );
  await screen.findAllByRole('button');
  return { ...result, onPick };
}

const word = (text: string) => screen.getByRole('button', { name: text });

afterEach(cleanup);

describe('EditorPreview', () => {
  it("lays the text out in the reader's stanzas and trimmed verses", async () => {
    const { container } = await renderPreview();
    const stanzas = [...container.querySelectorAll('[data-stanza]')];
    expect(
      stanzas.map((s) => [...s.querySelectorAll('[data-verse-id]')].map((v) => v.textContent)),
    ).toEqual([['Xam xam la,', 'Gërëm Yàlla'], ['Ndaw si dem na']]);
    expect(
      [...container.querySelectorAll('[data-verse-id]')].map((v) =>
        v.getAttribute('data-verse-id'),
      ),
    ).toEqual(['s1-v1', 's1-v2', 's2-v1']);
  });

  it('highlights the glossed words, a gloss of several words as one piece', async () => {
    const { container } = await renderPreview(['xam xam', 'gërëm']);
    const glossed = [...container.querySelectorAll('[data-glossed]')].map((b) => b.textContent);
    expect(glossed).toEqual(['Xam xam', 'Gërëm']);
    expect(word('Gërëm').getAttribute('aria-describedby')).toBeTruthy();
    expect(word('Yàlla').hasAttribute('data-glossed')).toBe(false);
  });

  it('picks a word on click and grows the pick with Shift+click inside the verse', async () => {
    const { onPick } = await renderPreview();
    fireEvent.click(word('Gërëm'));
    expect(onPick).toHaveBeenLastCalledWith('Gërëm');
    expect(word('Gërëm').getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(word('Yàlla'), { shiftKey: true });
    expect(onPick).toHaveBeenLastCalledWith('Gërëm Yàlla');
    // A Shift+click in another verse starts a new pick there.
    fireEvent.click(word('Ndaw'), { shiftKey: true });
    expect(onPick).toHaveBeenLastCalledWith('Ndaw');
    expect(word('Gërëm').getAttribute('aria-pressed')).toBe('false');
  });

  it('is one tab stop moved by the arrows; Shift+arrow extends, Escape drops the pick', async () => {
    const { onPick } = await renderPreview();
    const tabStops = screen.getAllByRole('button').filter((b) => b.tabIndex === 0);
    expect(tabStops.map((b) => b.textContent)).toEqual(['Xam']);
    word('Xam').focus();
    fireEvent.keyDown(word('Xam'), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(screen.getAllByRole('button', { name: 'xam' })[0]);
    expect(onPick).not.toHaveBeenCalled();
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight', shiftKey: true });
    expect(onPick).toHaveBeenLastCalledWith('xam la');
    expect(document.activeElement?.textContent).toBe('la');
    expect(screen.getAllByRole('button').filter((b) => b.tabIndex === 0)).toEqual([
      document.activeElement,
    ]);
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(onPick).toHaveBeenLastCalledWith(null);
    fireEvent.keyDown(document.activeElement!, { key: 'End' });
    expect(document.activeElement?.textContent).toBe('na');
  });

  it('says where the preview will appear while there is no text', async () => {
    await renderInApp(() => <EditorPreview content={' \n\n'} glossary={[]} onPick={() => {}} />, {
      language: 'en',
    });
    expect(await screen.findByText('The preview appears as you type the text.')).toBeTruthy();
  });
});
