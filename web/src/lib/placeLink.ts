import type { VisitKind } from '@domain/visitCodes';
import { paths } from '../config/paths';

const placePaths = { sales: paths.salesPlace, placement: paths.placementPlace } as const;

/** The address of a place's page: its name in the query, any spelling (the server finds the place). */
export function placePageHref(kind: VisitKind, name: string): string {
  return `${placePaths[kind]}?${new URLSearchParams({ name }).toString()}`;
}
