/** The calculator answer for the current selection (shared cache entry for every reader). */
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useMemo } from 'react';
import { useSelector } from 'react-redux';
import { useCalculatorQuery } from './productApi';
import { calculatorRequestOf, selectProductSelection } from './productSlice';

export function useCalculator() {
  const selection = useSelector(selectProductSelection);
  const request = useMemo(() => calculatorRequestOf(selection), [selection]);
  return useCalculatorQuery(request ?? skipToken);
}
