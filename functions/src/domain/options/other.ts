/** The option that reveals a free-text field; its text is stored instead of this word. */
export const OTHER = 'Other';
