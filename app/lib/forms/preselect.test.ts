import { describe, expect, it } from 'vitest';
import { applicationForm } from '~/forms/application';
import { sameLabel } from '~/forms/contract';
import { preselectedValue, resumeProblem } from './preselect';

const titles = sameLabel(['Customer Support Specialist', 'Middle React Frontend Developer']);

describe('preselectedValue', () => {
  it('preselects an exact value only', () => {
    expect(preselectedValue('Middle React Frontend Developer', titles)).toBe(
      'Middle React Frontend Developer',
    );
    expect(preselectedValue('middle react frontend developer', titles)).toBe('');
    expect(preselectedValue('CEO', titles)).toBe('');
    expect(preselectedValue(null, titles)).toBe('');
  });
});

describe('resumeProblem', () => {
  const rules = applicationForm.upload;
  it('asks for a missing file', () => {
    expect(resumeProblem(null, rules)).toBe('Please upload your CV/Resume.');
    expect(resumeProblem({ size: 0 }, rules)).toBe('Please upload your CV/Resume.');
  });
  it('refuses a file over 5 MB and accepts one at the limit', () => {
    expect(resumeProblem({ size: 5 * 1024 * 1024 + 1 }, rules)).toBe(
      'File is too large. Please upload a file under 5MB.',
    );
    expect(resumeProblem({ size: 5 * 1024 * 1024 }, rules)).toBeUndefined();
  });
});
