// The course: the registry's views as numbered chapters in parts. Nothing
// here lists a chapter: the order is the registry's (views/registry.ts) and
// each view's part is in its description (views/<id>/view.ts `part`), so a
// view added to the registry is numbered, linked from its neighbours' Next
// and Previous and listed in the contents without any other change.
//
// Numbering: Part I (the course) 1, 2, 3, ...; Part II (the atlas, further
// reading) A1, A2, ... on its own, so that a chapter added to Part I
// renumbers nothing in Part II; the appendix (the glossary) is not numbered.
// Pure: no DOM, no Lit.
import type { CoursePart } from '../views/description.js';
import { views, type ViewName } from '../views/registry.js';

export interface PartInfo {
  readonly part: CoursePart;
  /** "Part I", "Part II", "Appendix". */
  readonly name: string;
  /** What the part is about. */
  readonly title: string;
  /** A chapter's number in this part: its 1-based place in the part, or '' when unnumbered. */
  readonly number: (place: number) => string;
}

/** The parts, in the order the registry lists them. */
export const parts: readonly PartInfo[] = [
  {
    part: 'course',
    name: 'Part I',
    title: 'The sinusoidal encoding',
    number: (place) => String(place),
  },
  {
    part: 'atlas',
    name: 'Part II',
    title: 'Further reading: the atlas of schemes',
    number: (place) => `A${place}`,
  },
  { part: 'appendix', name: 'Appendix', title: 'Reference', number: () => '' },
];

const partInfo = new Map(parts.map((info) => [info.part, info]));

export interface Chapter {
  readonly id: ViewName;
  readonly title: string;
  readonly part: PartInfo;
  /** "3", "A1", or '' (the appendix). */
  readonly number: string;
  /** The chapter as every list names it: "3. Heat map", "A1. Atlas", "Glossary". */
  readonly label: string;
  /** Its place in the registry (the course's order), from 0. */
  readonly index: number;
}

function numbered(): Chapter[] {
  const places = new Map<CoursePart, number>();
  return views.map((view, index) => {
    const part = partInfo.get(view.part)!;
    const place = (places.get(view.part) ?? 0) + 1;
    places.set(view.part, place);
    const number = part.number(place);
    return {
      id: view.id,
      title: view.title,
      part,
      number,
      label: number === '' ? view.title : `${number}. ${view.title}`,
      index,
    };
  });
}

/** Every chapter, in the course's order. */
export const chapters: readonly Chapter[] = numbered();

const byId = new Map<string, Chapter>(chapters.map((chapter) => [chapter.id, chapter]));

/** The chapter of a view id. */
export function chapterOf(id: ViewName): Chapter {
  return byId.get(id)!;
}

/** The chapters before and after `id` in the course's order (undefined at either end). */
export function neighbours(id: ViewName): { previous?: Chapter; next?: Chapter } {
  const index = chapterOf(id).index;
  return { previous: chapters[index - 1], next: chapters[index + 1] };
}

/** The chapters of each part that has any, in order. */
export function chaptersByPart(): { part: PartInfo; chapters: Chapter[] }[] {
  return parts
    .map((part) => ({ part, chapters: chapters.filter((chapter) => chapter.part === part) }))
    .filter((group) => group.chapters.length > 0);
}

/**
 * Whether the learner can complete a chapter (the contents marks it): every
 * chapter of Parts I and II; the appendix is reference, visited only.
 */
export function completable(chapter: Chapter): boolean {
  return chapter.part.part !== 'appendix';
}

/**
 * The course's first chapter: where the lesson page starts a visit that
 * names no state at all (page.ts), and the build's preloads (vite.pages.ts).
 */
export const courseStart: ViewName = chapters[0]!.id;
