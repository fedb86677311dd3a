/** Most places one Spent entry may be split over (a day's round of visits, with room to spare). */
export const maxSpendPlaces = 20;

/** Most names an organisation's college or company list may hold. */
export const maxOptionNames = 500;
