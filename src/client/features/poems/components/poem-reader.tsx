/**
 * The poem page (SPEC.md section 2): the Wolof text as verse with its difficult words
 * explained, its Wolofal beside it when it has one (with the reader's choice of script), views, likes and share, translations and context, the poet, a way back to the
 * list, and "Poem not found". Reads the mirror (offline too), or the API for this one poem
 * while the mirror is not ready yet (usePoemPage).
 *
 * A slot for the route to compose (features never import each other): `player` is placed above
 * the text (the recitation player).
 */
import { Badge, Box, Grid, Stack, Text, chakra } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { Suspense, lazy, useCallback, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageContainer } from '@client/components/common/page-container';
import { ABOVE_STACK } from '@client/components/layout/bottom-stack';
import { useDocumentTitle } from '@client/hooks/use-document-title';
import { pickLocalized } from '@domain/i18n/pick-localized';
import { useReaderLanguage } from '@client/lib/localized-text';
import { PageHeading } from '@client/startup/page-heading';
import type { PoemPageState } from '../hooks/use-poem';
import { usePoemPage } from '../hooks/use-poem-page';
import { useReadingPosition, type ReadingPlace } from '../hooks/use-reading-position';
import { useRecordView } from '../hooks/use-record-view';
import { useStanzaAnchor } from '../hooks/use-stanza-anchor';
import { poemUrl, shareLink, stanzaShareText } from '../share-link';
import { BackToPoems } from './back-to-poems';
import { Notice } from '@client/components/common/notice';
import { PoemAboutPoet } from './poem-about-poet';
import { PoemActions } from './poem-actions';
import { PoemContext } from './poem-context';
import { PoemScriptChoice } from './poem-script-choice';
import { PoemText } from './poem-text';
import { isBlankWolofal } from '@domain/wolofal/wolofal-alignment';
import { POEM_TYPE } from '@domain/first-screen/poem-type';
import { PoemTranslations } from './poem-translations';
import type { VerseMarks } from '@ui/poem-text/poem-text';
import '@client/i18n/namespaces/poems';

const MirrorPoemFeed = lazy(() => import('./mirror-poem-feed'));
/** How long "stanza copied" (or "picture saved") stays on screen. */
const NOTICE_MS = 5_000;

export interface PoemReaderProps {
  poemId: string;
  /** Signed-in readers may like a poem. */
  canLike?: boolean;
  onLike?: (poemId: string) => void;
  /** Called once per visit of the page. */
  onView?: (poemId: string) => void;
  /** The recitation player, shown above the text when given. */
  player?: ReactNode;
  /** The reader's favourite toggle (the library feature), after the poem's text. */
  favourite?: ReactNode;
  /** The reader's notes on this poem's verses (the library feature), after the favourite. */
  notes?: (poem: { id: string; content: string }) => ReactNode;
  /** Their highlights on the verses, drawn by the text. */
  verseMarks?: VerseMarks;
  /** Where the reader's place in the poem is kept across devices (the library feature). */
  place?: ReadingPlace;
}

export function PoemReader({
  poemId,
  canLike = false,
  onLike,
  onView,
  player,
  favourite,
  notes,
  verseMarks,
  place,
}: PoemReaderProps) {
  const { t } = useTranslation('poems');
  const { state, mirror } = usePoemPage(poemId);
  const poem = state.status === 'ready' ? state.poem : null;
  useDocumentTitle(poem?.title ?? (state.status === 'missing' ? t('reader.notFound') : ''));
  useRecordView(poem?.id ?? null, onView);
  useStanzaAnchor(poem !== null);
  useReadingPosition(
    poemId,
    state.status === 'ready' || state.status === 'missing' ? state.status : 'other',
    place,
  );

  return (
    <>
      {mirror && (
        <Suspense fallback={null}>
          <MirrorPoemFeed {...mirror} />
        </Suspense>
      )}
      <PoemContent
        state={state}
        canLike={canLike}
        onLike={onLike}
        player={player}
        favourite={favourite}
        notes={notes}
        verseMarks={verseMarks}
      />
    </>
  );
}

type PoemContentProps = Omit<PoemReaderProps, 'poemId' | 'onView' | 'place'> & {
  state: PoemPageState;
};

function PoemContent({
  state,
  canLike = false,
  onLike,
  player,
  favourite,
  notes,
  verseMarks,
}: PoemContentProps) {
  const { t } = useTranslation('poems');
  const { language } = useReaderLanguage();
  const { title = '', id = '', content = '' } = state.status === 'ready' ? state.poem : {};
  const poetName = state.status === 'ready' ? state.poet?.name : undefined;
  const share = useCallback(() => shareLink({ title, url: poemUrl(id) }), [title, id]);
  const [stanzaNotice, setStanzaNotice] = useState('');
  // Stable while the poem's text, title and poet are, so the memoised text is not rendered again.
  const shareStanza = useCallback(
    async (stanza: number) => {
      const text = stanzaShareText(content, stanza, title, poetName);
      const outcome = await shareLink({ title, text, url: poemUrl(id, stanza) });
      if (outcome === 'copied') setStanzaNotice(t('reader.stanzaCopied'));
      if (outcome === 'failed') setStanzaNotice(t('reader.shareFailed'));
    },
    [content, title, poetName, id, t],
  );
  const poem = state.status === 'ready' ? state.poem : undefined;
  // The picture's code (stanza-picture/) arrives on the first tap, not with the page: the poem
  // page is near its weight budget (bench:weight). It says a download or a failure itself.
  const shareStanzaPicture = useCallback(
    (stanza: number) =>
      import('../stanza-picture/share-stanza-picture').then(
        (picture) =>
          poem &&
          picture.shareStanzaPicture(poem, poetName, stanza, poemUrl(id, stanza), setStanzaNotice),
        () => setStanzaNotice(t('reader.picture.failed')),
      ),
    [poem, poetName, id, t],
  );
  useEffect(() => {
    if (!stanzaNotice) return;
    const timer = setTimeout(() => setStanzaNotice(''), NOTICE_MS);
    return () => clearTimeout(timer);
  }, [stanzaNotice]);
  if (state.status === 'loading') return <PageContainer aria-busy="true" minH="60vh" />;
  if (state.status !== 'ready') {
    return (
      <PageContainer>
        <Stack gap="6" maxW="2xl">
          <BackToPoems />
          <PageHeading fontFamily="heading" textStyle="3xl">
            {state.status === 'missing' ? t('reader.notFound') : t('errors.loadPoem')}
          </PageHeading>
          <Notice tone={state.status === 'error' ? 'error' : 'info'}>
            {state.status === 'missing' ? t('reader.notFoundBody') : t('errors.loadPoemBody')}
          </Notice>
        </Stack>
      </PageContainer>
    );
  }

  const { poet, theme, words } = state;
  const themeName = pickLocalized(theme?.name, language)?.text;

  return (
    <PageContainer maxW="7xl">
      <Stack gap="6">
        <BackToPoems />
        <Grid
          templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 22rem' }}
          gap={{ base: '10', lg: '16' }}
          alignItems="start"
        >
          <Stack as="article" aria-labelledby="poem-title" gap="6" maxW="40rem">
            <Stack gap="3">
              {themeName && (
                <Badge variant="subtle" colorPalette="secondary" w="fit-content">
                  {themeName}
                </Badge>
              )}
              <PageHeading
                id="poem-title"
                lang="wo"
                fontFamily="heading"
                textStyle={POEM_TYPE.title.fontSize}
                fontWeight="semibold"
                lineHeight={POEM_TYPE.title.lineHeight}
              >
                {/* Aligned with its block in Arabic; the Latin title itself runs left to right. */}
                <chakra.span dir="ltr">{state.poem.title}</chakra.span>
              </PageHeading>
              {poet && (
                <Text textStyle="lg" color="fg.muted">
                  <RouterLink to="/poet/$id" params={{ id: poet.id }}>
                    <Box
                      as="span"
                      textDecoration="underline"
                      textDecorationColor="border.emphasized"
                      textUnderlineOffset="0.2em"
                      _hover={{ color: 'primary.fg' }}
                    >
                      {poet.name}
                    </Box>
                  </RouterLink>
                  {state.poem.year !== null && ` · ${state.poem.year}`}
                </Text>
              )}
            </Stack>
            <PoemActions
              poem={state.poem}
              canLike={canLike}
              onLike={onLike}
              onShare={() => share()}
            />
            {player && (
              // The player loads after the text is shown: a poem with recitations keeps its
              // room meanwhile (POEM_TYPE), so the text does not move when it arrives. Without
              // recitations the player renders nothing, and the empty slot takes no place.
              <Box
                data-slot="recitation-player"
                minH={state.poem.hasAudio ? POEM_TYPE.playerMinHeight.poem : undefined}
                css={state.poem.hasAudio ? undefined : { '&:empty': { display: 'none' } }}
              >
                {player}
              </Box>
            )}
            {words.length > 0 && (
              <Text textStyle="sm" color="fg.muted">
                {t('reader.wordsHint')}
              </Text>
            )}
            {!isBlankWolofal(state.poem.wolofal) && <PoemScriptChoice />}
            <PoemText
              content={state.poem.content}
              wolofal={state.poem.wolofal}
              words={words}
              onShareStanza={shareStanza}
              onShareStanzaPicture={shareStanzaPicture}
              verseMarks={verseMarks}
            />
            {/* After the text, not in the actions row: the server's first screen draws that
                row, and a button arriving there with the client would move the poem. */}
            {favourite}
            {notes?.(state.poem)}
            {/* Kept in view at the bottom while it shows: the stanza shared may be far down. */}
            <Text
              role="status"
              aria-live="polite"
              data-stanza-share-notice=""
              position="sticky"
              bottom={ABOVE_STACK}
              textStyle="sm"
              color="primary.fg"
              bg={stanzaNotice ? 'bg.panel' : undefined}
              borderWidth={stanzaNotice ? '1px' : undefined}
              rounded="md"
              px={stanzaNotice ? '3' : undefined}
              py={stanzaNotice ? '2' : undefined}
              shadow={stanzaNotice ? 'md' : undefined}
            >
              {stanzaNotice}
            </Text>
          </Stack>
          <Stack as="aside" aria-label={t('reader.aside')} gap="8">
            <PoemTranslations translations={state.poem.translations} />
            {poet && <PoemAboutPoet poet={poet} />}
            <PoemContext poem={state.poem} />
          </Stack>
        </Grid>
      </Stack>
    </PageContainer>
  );
}
