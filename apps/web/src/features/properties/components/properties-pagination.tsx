import '@mantine/core/styles/Pagination.css';
import { Pagination } from '@mantine/core';

interface PropertiesPaginationProps {
  total: number;
  value: number;
  onChange: (page: number) => void;
  label: string;
}

/**
 * The list's page control, in a chunk of its own that loads only for a host with more than one page
 * of properties: the kit's pagination imports hooks that live in the overlays chunk.
 */
export function PropertiesPagination({ total, value, onChange, label }: PropertiesPaginationProps) {
  return <Pagination total={total} value={value} onChange={onChange} aria-label={label} />;
}
