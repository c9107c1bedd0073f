/**
 * Readable styles for server HTML (content pages, promotion terms), as utility classes on the
 * container: headings, paragraphs, lists, links, tables and quotes in the design tokens.
 */
export const articleClass = [
  'text-[0.9375rem] leading-7 text-fg',
  '[&_h1]:text-xl [&_h1]:font-semibold [&_h1]:text-fg-strong [&_h1]:mt-8 [&_h1:first-child]:mt-0',
  '[&_h2]:mt-8 [&_h2]:text-lg [&_h2]:font-semibold [&_h2]:text-fg-strong [&_h2:first-child]:mt-0',
  '[&_h3]:mt-6 [&_h3]:font-semibold [&_h3]:text-fg-strong',
  '[&_p]:mt-4 [&_p:first-child]:mt-0',
  '[&_ul]:mt-4 [&_ul]:list-disc [&_ul]:space-y-1.5 [&_ul]:pl-5 [&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:space-y-1.5 [&_ol]:pl-5',
  '[&_li]:marker:text-accent',
  '[&_a]:font-medium [&_a]:text-accent [&_a]:underline-offset-2 hover:[&_a]:underline',
  '[&_strong]:font-semibold [&_strong]:text-fg-strong',
  '[&_blockquote]:mt-4 [&_blockquote]:border-l-2 [&_blockquote]:border-accent [&_blockquote]:pl-4 [&_blockquote]:text-fg-muted',
  '[&_table]:mt-4 [&_table]:w-full [&_table]:text-sm [&_th]:bg-surface-3 [&_th]:px-3 [&_th]:py-2 [&_th]:text-left [&_th]:text-fg-strong [&_td]:border-t [&_td]:border-line [&_td]:px-3 [&_td]:py-2',
  '[&_hr]:my-8 [&_hr]:border-line',
].join(' ');
