import { describe, expect, it } from 'vitest';
import { pathWith } from './contract';
import { TRAINING_CALLS } from './training/calls';

describe('a call path with parameters', () => {
  it('fills each :name segment, encoded, and keeps a path without parameters as it is', () => {
    expect(pathWith(TRAINING_CALLS.appointmentUpdate.path, { id: 'a b/c' })).toBe('/api/language/video_appointments/a%20b%2Fc');
    expect(pathWith(TRAINING_CALLS.islandConfiguration.path, { id: 42 })).toBe('/api/language/students/island_configurations/42');
    expect(pathWith(TRAINING_CALLS.list.path)).toBe('/api/language/students/list');
  });

  it('leaves a segment without a value as it is', () => {
    expect(pathWith('/api/x/:id/:part', { id: '1' })).toBe('/api/x/1/:part');
  });
});
