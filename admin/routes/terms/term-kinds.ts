/**
 * What differs between the category, tag and speaker-group screens:
 * labels, fields, routes and how a create's outcome is reported (spec §2
 * Create forms, §5, §8; GAP-11, GAP-31).
 */
import { __, sprintf } from '@wordpress/i18n';
import type { TermKind } from '../../api/types';

export type TermScreenKind = {
	kind: TermKind;
	/** Dashboard list path, e.g. `/categories`. */
	listPath: string;
	createPath: string;
	title: string;
	createTitle: string;
	/** Plural noun of the list footer. */
	noun: string;
	nameLabel: string;
	nameRequired: string;
	/** Optional fields the form shows. */
	fields: { description: boolean; parent: boolean; meta: boolean };
	created: string;
	deleted: string;
	deleteFailed: string;
	submitLabel: string;
	/** Create routes redirect to the list when disable_category_and_tags is on. */
	followsCategoriesTagsSwitch: boolean;
};

export function termScreenKind( kind: TermKind ): TermScreenKind {
	switch ( kind ) {
		case 'categories':
			return {
				kind,
				listPath: '/categories',
				createPath: '/categories/create',
				title: __( 'Event Categories', 'eventsmith' ),
				createTitle: __( 'Create Category', 'eventsmith' ),
				noun: __( 'categories', 'eventsmith' ),
				nameLabel: __( 'Category Name', 'eventsmith' ),
				nameRequired: __( 'Category Name is Required!', 'eventsmith' ),
				fields: { description: true, parent: true, meta: true },
				created: __( 'Successfully created category!', 'eventsmith' ),
				deleted: __(
					'Successfully deleted the category!',
					'eventsmith'
				),
				deleteFailed: __(
					'Failed to delete the category!',
					'eventsmith'
				),
				submitLabel: __( 'Create Category', 'eventsmith' ),
				followsCategoriesTagsSwitch: true,
			};
		case 'tags':
			return {
				kind,
				listPath: '/tags',
				createPath: '/tags/create',
				title: __( 'Event Tags', 'eventsmith' ),
				createTitle: __( 'Create Tag', 'eventsmith' ),
				noun: __( 'tags', 'eventsmith' ),
				nameLabel: __( 'Tag', 'eventsmith' ),
				nameRequired: __( 'Tag Name is Required!', 'eventsmith' ),
				fields: { description: true, parent: false, meta: false },
				created: __( 'Successfully created tag!', 'eventsmith' ),
				deleted: __( 'Successfully deleted the tag!', 'eventsmith' ),
				deleteFailed: __( 'Failed to delete the tag!', 'eventsmith' ),
				submitLabel: __( 'Create Tag', 'eventsmith' ),
				followsCategoriesTagsSwitch: true,
			};
		case 'speakerGroups':
			return {
				kind,
				listPath: '/group',
				createPath: '/group/create',
				title: __( 'Speaker Groups', 'eventsmith' ),
				createTitle: __( 'Create Speaker Group', 'eventsmith' ),
				noun: __( 'groups', 'eventsmith' ),
				nameLabel: __( 'Group Name', 'eventsmith' ),
				nameRequired: __( 'Group Name is Required!', 'eventsmith' ),
				fields: { description: false, parent: false, meta: false },
				created: __( 'Successfully created group!', 'eventsmith' ),
				deleted: __( 'Successfully deleted the group!', 'eventsmith' ),
				deleteFailed: __( 'Failed to delete the group!', 'eventsmith' ),
				submitLabel: __( 'Create Group', 'eventsmith' ),
				followsCategoriesTagsSwitch: false,
			};
	}
}

/**
 * The notification for a failed create, or null when the failure is only
 * logged (categories, spec §8).
 *
 * @param kind          Term kind.
 * @param serverMessage The server's error message.
 */
export function createFailureNotice(
	kind: TermKind,
	serverMessage: string
): { message: string; explanation?: string } | null {
	switch ( kind ) {
		case 'speakerGroups':
			return {
				message: __( "Couldn't Create Speaker Group", 'eventsmith' ),
				explanation: sprintf(
					/* translators: %s: the server's error message. */
					__( 'Reason: %s', 'eventsmith' ),
					serverMessage
				),
			};
		case 'tags':
			return { message: serverMessage };
		default:
			return null;
	}
}
