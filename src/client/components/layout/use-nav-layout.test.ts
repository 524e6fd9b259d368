import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { readNavLayout, useNavLayout } from './use-nav-layout';

describe('sidebar layout setting', () => {
  beforeEach(() => localStorage.clear());

  it('defaults to mini (SPEC section 4) and ignores unknown or corrupt values', () => {
    expect(readNavLayout()).toBe('mini');
    localStorage.setItem('settings', JSON.stringify({ themeLayout: 'horizontal' }));
    expect(readNavLayout()).toBe('mini');
    localStorage.setItem('settings', '{not json');
    expect(readNavLayout()).toBe('mini');
  });

  it('toggles and stores themeLayout, keeping the other settings', () => {
    localStorage.setItem('settings', JSON.stringify({ themeMode: 'dark' }));
    const { result } = renderHook(() => useNavLayout());
    act(() => result.current[1]());
    expect(result.current[0]).toBe('vertical');
    expect(JSON.parse(localStorage.getItem('settings')!)).toEqual({
      themeMode: 'dark',
      themeLayout: 'vertical',
    });
    act(() => result.current[1]());
    expect(readNavLayout()).toBe('mini');
  });
});
