import { describe, expect, it } from 'vitest';
import { resumeRules } from '~/content/forms';
import { preselectedPosition, resumeProblem } from './positions';

const titles = ['Customer Support Specialist', 'Middle React Frontend Developer'];

describe('preselectedPosition', () => {
  it('preselects an exact title only', () => {
    expect(preselectedPosition('Middle React Frontend Developer', titles)).toBe(
      'Middle React Frontend Developer',
    );
    expect(preselectedPosition('middle react frontend developer', titles)).toBe('');
    expect(preselectedPosition('CEO', titles)).toBe('');
    expect(preselectedPosition(null, titles)).toBe('');
  });
});

describe('resumeProblem', () => {
  it('asks for a missing file', () => {
    expect(resumeProblem(null, resumeRules)).toBe('Please upload your CV/Resume.');
    expect(resumeProblem({ size: 0 }, resumeRules)).toBe('Please upload your CV/Resume.');
  });
  it('refuses a file over 5 MB and accepts one at the limit', () => {
    expect(resumeProblem({ size: 5 * 1024 * 1024 + 1 }, resumeRules)).toBe(
      'File is too large. Please upload a file under 5MB.',
    );
    expect(resumeProblem({ size: 5 * 1024 * 1024 }, resumeRules)).toBeUndefined();
  });
});
