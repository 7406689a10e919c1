/**
 * Columns of the speaker list: Name (with photo), Group, Role, Action.
 */
import { Button } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { editDeleteColumn } from '../../components/list-table/edit-delete-actions';
import type { Column } from '../../components/list-table/list-table';
import { roleLabels } from './speaker-form';
import type { Speaker } from './types';

export function speakerColumns(
	href: ( path: string ) => string,
	onDelete: ( id: number ) => void
): Column< Speaker >[] {
	return [
		{
			id: 'name',
			label: __( 'Name', 'eventsmith' ),
			render: ( speaker ) => (
				<div className="eventsmith-speaker-name">
					{ speaker.photo_url ? (
						<img
							src={ speaker.photo_url }
							alt=""
							width={ 40 }
							height={ 40 }
						/>
					) : (
						<span
							className="eventsmith-speaker-name__initial"
							aria-hidden="true"
						>
							{ speaker.name.charAt( 0 ).toUpperCase() }
						</span>
					) }
					<a
						className="row-title"
						href={ href( `/speakers/edit/${ speaker.id }` ) }
					>
						{ speaker.name }
					</a>
				</div>
			),
		},
		{
			id: 'group',
			label: __( 'Group', 'eventsmith' ),
			width: '24%',
			render: ( speaker ) => speaker.speaker_group.join( ', ' ) || '—',
		},
		{
			id: 'role',
			label: __( 'Role', 'eventsmith' ),
			width: '16%',
			render: ( speaker ) => roleLabels( speaker.category ) || '—',
		},
		editDeleteColumn(
			( speaker ) => href( `/speakers/edit/${ speaker.id }` ),
			( speaker ) => onDelete( speaker.id ),
			( speaker ) => (
				<Button
					variant="secondary"
					size="compact"
					href={ speaker.author_url }
					target="_blank"
					rel="noopener noreferrer"
				>
					{ __( 'View', 'eventsmith' ) }
					<span className="screen-reader-text">
						{ __( '(opens in a new tab)', 'eventsmith' ) }
					</span>
				</Button>
			)
		),
	];
}
