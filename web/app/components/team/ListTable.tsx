import type { HTMLAttributes, ReactNode } from "react";

/** A column of a list: its heading, and what a row shows under it. */
export interface Column<T> {
  label: string;
  cell: (item: T) => ReactNode;
}

/**
 * A console list (enquiries, applications): how many it shows of how many, or that it is empty,
 * and a table whose first column heads each row. On a phone the table stacks, each cell under its
 * column's name (`data-label`, console.css).
 */
export function ListTable<T extends { id: string }>({
  caption,
  count,
  empty,
  columns,
  items,
  rowProps,
  className = "",
}: {
  caption: string;
  count: string;
  empty: string;
  columns: Column<T>[];
  items: T[];
  /** A row's own attributes: the `data-` hook tests and styles find it by, a class. */
  rowProps?: (item: T) => HTMLAttributes<HTMLTableRowElement> & Record<`data-${string}`, unknown>;
  className?: string;
}) {
  return (
    <>
      <p className="tc-muted" aria-live="polite">
        {count}
      </p>
      {items.length === 0 ? (
        <p className="tc-panel">{empty}</p>
      ) : (
        <table className={`tc-table tc-stack ${className}`.trim()}>
          <caption className="tc-sr-only">{caption}</caption>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column.label} scope="col">
                  {column.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {items.map((item) => (
              <tr key={item.id} {...rowProps?.(item)}>
                {columns.map((column, index) =>
                  index === 0 ? (
                    <th key={column.label} scope="row" data-label={column.label}>
                      {column.cell(item)}
                    </th>
                  ) : (
                    <td key={column.label} data-label={column.label}>
                      {column.cell(item)}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}
