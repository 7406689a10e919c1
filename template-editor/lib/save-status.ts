/**
 * Which status a save sends and how the split Save button is labelled.
 */
import type { SaveMode } from './thumbnail-size';

export type TemplateStatus = 'draft' | 'publish';

/**
 * Main Save publishes a draft and keeps a published template published; the
 * Draft item always saves a draft.
 *
 * @param current Status now.
 * @param mode    Which action was chosen.
 */
export function statusForSave(
	current: TemplateStatus,
	mode: SaveMode
): TemplateStatus {
	if ( mode === 'draft' ) {
		return 'draft';
	}
	return current === 'draft' ? 'publish' : current;
}

/**
 * Whether the main button reads 'Save & Publish' (draft) rather than 'Save'.
 *
 * @param current Status now.
 */
export function savePublishes( current: TemplateStatus ): boolean {
	return current === 'draft';
}
