import { describe, expect, it } from 'vitest';
import { inlineStep, rowEdges, rowScrollDelta } from '../../src/client/components/media/row-nav';

describe('rows follow the reading direction', () => {
  it('arrow keys move to the next card in reading order', () => {
    expect(inlineStep('ArrowRight', false)).toBe(1);
    expect(inlineStep('ArrowLeft', false)).toBe(-1);
    // Right to left the next card is on the left.
    expect(inlineStep('ArrowLeft', true)).toBe(1);
    expect(inlineStep('ArrowRight', true)).toBe(-1);
    expect(inlineStep('ArrowDown', true)).toBe(0);
    expect(inlineStep('Home', false)).toBe(0);
  });

  it('the scroll buttons move towards the start or the end of the row', () => {
    expect(rowScrollDelta(1, 280, false)).toBe(280);
    expect(rowScrollDelta(-1, 280, false)).toBe(-280);
    // Right to left scrollLeft runs negative towards the end (on the left).
    expect(rowScrollDelta(1, 200, true)).toBe(-200);
    expect(rowScrollDelta(-1, 200, true)).toBe(200);
  });

  it('knows the start and the end of a row either way', () => {
    // 1000 px of cards in a 400 px row.
    expect(rowEdges(0, 400, 1000)).toEqual({ start: true, end: false });
    expect(rowEdges(300, 400, 1000)).toEqual({ start: false, end: false });
    expect(rowEdges(600, 400, 1000)).toEqual({ start: false, end: true });
    expect(rowEdges(-300, 400, 1000)).toEqual({ start: false, end: false });
    expect(rowEdges(-600, 400, 1000)).toEqual({ start: false, end: true });
    expect(rowEdges(-1.5, 400, 1000)).toEqual({ start: true, end: false });
  });
});
