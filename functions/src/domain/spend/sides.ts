/** The two Spent dialogs: sales staff spend at colleges, placement staff at companies. */
export const spendSides = ['sales', 'placement'] as const;
export type SpendSide = (typeof spendSides)[number];

export interface PlaceWords {
  /** Lower case, inside sentences: 'college'. */
  noun: string;
  /** As in labels and buttons: 'College'. */
  Noun: string;
  plural: string;
}

export const placeWords = {
  sales: { noun: 'college', Noun: 'College', plural: 'colleges' },
  placement: { noun: 'company', Noun: 'Company', plural: 'companies' },
} as const satisfies Record<SpendSide, PlaceWords>;

/** The field a side's spend record names its place in: `college` or `company`, as the data always has. */
export const spendPlaceField = { sales: 'college', placement: 'company' } as const satisfies Record<
  SpendSide,
  string
>;

/** Where each side's records live: `sales_spent/{id}` and `plac_spent/{id}`, as the data always has. */
export const spendCollections = {
  sales: 'sales_spent',
  placement: 'plac_spent',
} as const satisfies Record<SpendSide, string>;
