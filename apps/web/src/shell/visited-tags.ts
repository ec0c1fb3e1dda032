import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/** The spec's visited-tags bar holds at most 5 tags. */
export const MAX_TAGS = 5;

export interface VisitedTag {
  /** The full location: '/tax/list?page=2'. Tags are told apart by pathname. */
  path: string;
  pathname: string;
  title: string;
  /** Dashboard stays first and cannot be closed. */
  affix?: boolean;
}

/**
 * Adds or updates a tag. When a sixth would be added, the second tag (the oldest after the
 * first) is dropped, as the spec says.
 */
export function addTag(tags: VisitedTag[], tag: VisitedTag): VisitedTag[] {
  const index = tags.findIndex((t) => t.pathname === tag.pathname);
  const known = tags[index];
  // Unchanged: the same array, so the bar does not store and render again for nothing.
  if (known && known.path === tag.path && known.title === tag.title) return tags;
  if (known) return tags.map((t, i) => (i === index ? { ...t, path: tag.path, title: tag.title } : t));
  const kept = tags.length >= MAX_TAGS ? [tags[0]!, ...tags.slice(2)] : [...tags];
  return [...kept, tag];
}

export function closeTag(tags: readonly VisitedTag[], pathname: string): VisitedTag[] {
  return tags.filter((t) => t.affix || t.pathname !== pathname);
}

export function closeOtherTags(tags: readonly VisitedTag[], pathname: string): VisitedTag[] {
  return tags.filter((t) => t.affix || t.pathname === pathname);
}

export function closeAllTags(tags: readonly VisitedTag[]): VisitedTag[] {
  return tags.filter((t) => t.affix);
}

interface TagsState {
  tags: VisitedTag[];
  /** Bumped by "Refresh" to mount the current screen afresh. */
  refreshKey: number;
  set: (tags: VisitedTag[]) => void;
  refresh: () => void;
}

/** Kept per browser tab (sessionStorage): a reload keeps the bar, a new tab starts clean. */
export const useVisitedTags = create<TagsState>()(
  persist(
    (set) => ({
      tags: [],
      refreshKey: 0,
      set: (tags) => set({ tags }),
      refresh: () => set((state) => ({ refreshKey: state.refreshKey + 1 })),
    }),
    {
      name: 'mandi.tags',
      storage: createJSONStorage(() => sessionStorage),
      partialize: (state) => ({ tags: state.tags }),
    },
  ),
);
