/** "subtitle - product title"; the product title alone without a subtitle. */
export function formatPageTitle(subtitle: string | null | undefined, productTitle: string): string {
  return subtitle ? `${subtitle} - ${productTitle}` : productTitle;
}
