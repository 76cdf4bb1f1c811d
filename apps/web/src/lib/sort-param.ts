/**
 * The `sort` parameter of the API and of the address: a column, '-' in front for descending
 * (`-spend`). Lists keep it split; these turn one form into the other.
 */
export interface Sort<K extends string = string> {
  key: K;
  descending: boolean;
}

export const readSort = (text: string): Sort => ({
  key: text.replace(/^-/, ''),
  descending: text.startsWith('-'),
});

export const sortText = (sort: Sort) => `${sort.descending ? '-' : ''}${sort.key}`;
