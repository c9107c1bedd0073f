import { describe, expect, it } from 'vitest';
import { type ListSpec, readListState, writeListState } from '@/admin/lib/list-state';

const spec: ListSpec<'status' | 'q'> = { filters: ['status', 'q'] };
const params = (text: string) => new URLSearchParams(text);

describe('a list kept in the address', () => {
  it('reads the page, the size and the filters, with defaults for what is missing', () => {
    expect(readListState(params(''), spec)).toEqual({ page: 0, pageSize: 25, skip: 0, take: 25, filters: { status: '', q: '' } });
    expect(readListState(params('page=3&size=50&status=2&q=%20ayse%20'), spec)).toEqual({
      page: 2,
      pageSize: 50,
      skip: 100,
      take: 50,
      filters: { status: '2', q: 'ayse' },
    });
  });

  it('ignores a malformed page or a size it does not offer', () => {
    expect(readListState(params('page=abc&size=7'), spec)).toMatchObject({ page: 0, pageSize: 25, skip: 0 });
    expect(readListState(params('page=-2&size=1000'), spec)).toMatchObject({ page: 0, pageSize: 25 });
    expect(readListState(params(''), { filters: [], pageSize: 50 })).toMatchObject({ pageSize: 50, take: 50 });
  });

  it('goes back to the first page when a filter or the size changes, and keeps the address short', () => {
    const paged = params('page=4&status=2');
    expect(writeListState(paged, spec, { filters: { status: '4' } }).toString()).toBe('status=4');
    expect(writeListState(paged, spec, { filters: { status: '2' } }).toString()).toBe('page=4&status=2');
    expect(writeListState(paged, spec, { filters: { status: '' } }).toString()).toBe('');
    expect(writeListState(paged, spec, { pageSize: 100 }).toString()).toBe('status=2&size=100');
    expect(writeListState(params('size=100'), spec, { pageSize: 25 }).toString()).toBe('');
  });

  it('moves between pages, 1-based in the address', () => {
    expect(writeListState(params('status=2'), spec, { page: 1 }).toString()).toBe('status=2&page=2');
    expect(writeListState(params('page=2'), spec, { page: 0 }).toString()).toBe('');
  });

  it('keeps what other parts of the page put in the address, and drops filters the list does not know', () => {
    expect(writeListState(params('tab=ledger'), spec, { filters: { q: 'x' }, page: 2 }).toString()).toBe('tab=ledger&q=x&page=3');
    expect(writeListState(params(''), spec, { filters: { other: 'x' } as never }).toString()).toBe('');
  });
});
