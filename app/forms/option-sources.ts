/**
 * Option lists a form takes from content: the server validates against them,
 * and a page's loader hands them to the form at build time. Pages never
 * import this module (it pulls the content in), only their loaders do.
 */
import { jobs } from '~/content/jobs';
import { sameLabel, type Choice, type FieldSpec, type OptionSource } from './contract';

export const optionSources: Record<OptionSource, () => Choice[]> = {
  openPositions: () => sameLabel(jobs.map((job) => job.title)),
};

/** A field's allowed options, from the contract or from content. */
export function optionsOf(field: FieldSpec): readonly Choice[] | undefined {
  return field.options ?? (field.optionsFrom ? optionSources[field.optionsFrom]() : undefined);
}
