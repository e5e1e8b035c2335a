import type { ComponentProps } from 'react';

/** A Markdown table (written with | pipes): in a box that scrolls it sideways on a narrow screen. */
export function MdxTable(props: ComponentProps<'table'>) {
  return (
    <div className="table-scroll">
      <table {...props} />
    </div>
  );
}

/** A Markdown table's header cell: Markdown puts header cells only in the first row, above columns. */
export function MdxTableHeader(props: ComponentProps<'th'>) {
  return <th scope="col" {...props} />;
}
