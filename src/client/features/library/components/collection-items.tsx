/**
 * A collection's items in its order, each a link to its poem or recitation, moved by dragging
 * or by its up and down buttons (the keyboard's way), and removed. Every move is said in a
 * live region ("Title: 2 / 5"), and focus stays on the button pressed as the row moves.
 */
import { Box, HStack, IconButton, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { useEffect, useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AppIcon } from '@client/components/icons/app-icon';
import { placeItem, removeItem } from '../collections';
import type { ShownCollection, ShownItem } from '../hooks/use-collections';
import '@client/i18n/namespaces/library';

type Direction = 'up' | 'down';

function ItemLink({ item }: { item: ShownItem }) {
  const { t } = useTranslation('library');
  const title = item.title ?? t('collections.unavailable');
  if (item.title === null) return <Text color="fg.muted">{title}</Text>;
  return (
    <Link asChild color="primary.fg" textDecoration="underline" textUnderlineOffset="0.2em">
      <RouterLink
        to={item.type === 'poem' ? '/poem/$id' : '/audio/$id'}
        params={{ id: item.id }}
        dir="auto"
      >
        {title}
        {item.poemTitle && item.poemTitle !== title ? ` · ${item.poemTitle}` : ''}
      </RouterLink>
    </Link>
  );
}

export function CollectionItems({ collection }: { collection: ShownCollection }) {
  const { t } = useTranslation('library');
  const [said, setSaid] = useState('');
  const focusAfter = useRef<{ key: string; direction: Direction }>(undefined);
  const dragged = useRef<number>(undefined);
  const list = useRef<HTMLDivElement>(null);
  const { items } = collection;

  // The moved row's button again (React moved its node, which drops focus), or its other
  // button once it reached the list's end.
  useEffect(() => {
    const wanted = focusAfter.current;
    if (!wanted) return;
    const row = list.current?.querySelector<HTMLElement>(`[data-item="${wanted.key}"]`);
    const button =
      row?.querySelector<HTMLButtonElement>(`[data-move="${wanted.direction}"]:not(:disabled)`) ??
      row?.querySelector<HTMLButtonElement>('[data-move]:not(:disabled)');
    button?.focus();
    focusAfter.current = undefined;
  }, [items]);

  const move = async (item: ShownItem, to: number, direction?: Direction) => {
    if (to < 0 || to >= items.length) return;
    focusAfter.current = direction && { key: item.key, direction };
    await placeItem(collection.id, item, to);
    setSaid(
      t('collections.moved', {
        title: item.title ?? t('collections.unavailable'),
        position: to + 1,
        total: items.length,
      }),
    );
  };
  const onDrop = (event: DragEvent, to: number) => {
    event.preventDefault();
    const from = dragged.current;
    dragged.current = undefined;
    if (from !== undefined && from !== to) void move(items[from]!, to);
  };

  if (items.length === 0) return <Text color="fg.muted">{t('empty')}</Text>;
  return (
    <>
      <Stack as="ol" ref={list} gap="2" listStyleType="none" m="0" p="0" data-collection-items="">
        {items.map((item, index) => (
          <HStack
            as="li"
            key={item.key}
            data-item={item.key}
            draggable
            onDragStart={(event) => {
              dragged.current = index;
              event.dataTransfer.effectAllowed = 'move';
            }}
            onDragOver={(event) => event.preventDefault()}
            onDrop={(event) => onDrop(event, index)}
            gap="2"
            p="2"
            borderWidth="1px"
            borderColor="border.muted"
            rounded="md"
            bg="bg.panel"
            cursor="grab"
          >
            <Box aria-hidden="true" color="fg.muted" px="1" userSelect="none">
              ⠿
            </Box>
            <Box flex="1" minW="0">
              <ItemLink item={item} />
            </Box>
            <IconButton
              size="sm"
              variant="ghost"
              data-move="up"
              disabled={index === 0}
              aria-label={t('collections.moveUp', { title: item.title ?? '' })}
              title={t('collections.moveUp', { title: item.title ?? '' })}
              onClick={() => void move(item, index - 1, 'up')}
            >
              <span aria-hidden="true">↑</span>
            </IconButton>
            <IconButton
              size="sm"
              variant="ghost"
              data-move="down"
              disabled={index === items.length - 1}
              aria-label={t('collections.moveDown', { title: item.title ?? '' })}
              title={t('collections.moveDown', { title: item.title ?? '' })}
              onClick={() => void move(item, index + 1, 'down')}
            >
              <span aria-hidden="true">↓</span>
            </IconButton>
            <IconButton
              size="sm"
              variant="ghost"
              aria-label={t('collections.remove', { title: item.title ?? '' })}
              title={t('collections.remove', { title: item.title ?? '' })}
              onClick={() => void removeItem(collection.id, item)}
            >
              <AppIcon name="close" />
            </IconButton>
          </HStack>
        ))}
      </Stack>
      <Box srOnly aria-live="polite" data-collection-said="">
        {said}
      </Box>
    </>
  );
}
