/**
 * The calculator answers views read (shared cache entries): the one for the current selection
 * (prices, panels), and the one the canvas shows — the last applied, so a change waiting for the
 * compatibility popup's Confirm never reaches the canvas (src/domain/productNotice).
 */
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useEffect, useMemo } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { noticeEvent, selectAppliedRequest } from './noticeSlice';
import { useCalculatorQuery } from './productApi';
import { calculatorRequestOf, selectProductSelection } from './productSlice';

function useCurrentRequest() {
  const selection = useSelector(selectProductSelection);
  return useMemo(() => calculatorRequestOf(selection), [selection]);
}

export function useCalculator() {
  return useCalculatorQuery(useCurrentRequest() ?? skipToken);
}

/** The answer the canvas shows (overlays, print sides, shape image, artboard). */
export function useAppliedCalculator() {
  return useCalculatorQuery(useSelector(selectAppliedRequest) ?? skipToken);
}

/** Feeds every answer to the current selection to the notice state machine (mounted once). */
export function useNoticeAnswers(): void {
  const dispatch = useDispatch();
  const request = useCurrentRequest();
  const { currentData } = useCalculatorQuery(request ?? skipToken);
  useEffect(() => {
    if (request && currentData)
      dispatch(noticeEvent({ type: 'answered', request, notice: currentData.notice }));
  }, [dispatch, request, currentData]);
}
