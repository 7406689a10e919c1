/**
 * One row of the template list.
 */
import { LightButton as Button } from '../../front/components/light/button';
import { __, sprintf } from '@wordpress/i18n';
import { pencil, trash } from '@wordpress/icons';
import type { Template } from '../api/templates';
import { TYPE_LABELS } from './type-labels';

type TemplateRowProps = {
	template: Template;
	onDelete: ( template: Template ) => void;
};

export function TemplateRow( { template, onDelete }: TemplateRowProps ) {
	const href = `#/template-builder/${ template.id }`;
	return (
		<tr>
			<td className="column-thumbnail">
				{ template.thumbnail ? (
					<img
						src={ template.thumbnail }
						alt=""
						className="eventsmith-template-table__thumb"
					/>
				) : (
					<span
						className="eventsmith-template-table__thumb is-empty"
						aria-hidden="true"
					/>
				) }
			</td>
			<td className="column-primary">
				<strong>
					<a href={ href } className="row-title">
						{ template.name }
					</a>
				</strong>
			</td>
			<td>{ TYPE_LABELS[ template.type ] ?? template.type }</td>
			<td>
				<span className={ `eventsmith-status is-${ template.status }` }>
					{ template.status === 'publish'
						? __( 'Published', 'eventsmith' )
						: __( 'Draft', 'eventsmith' ) }
				</span>
			</td>
			<td className="column-actions">
				<Button
					icon={ pencil }
					href={ href }
					label={ sprintf(
						/* translators: %s: template name */
						__( 'Edit “%s”', 'eventsmith' ),
						template.name
					) }
				/>
				<Button
					icon={ trash }
					isDestructive
					label={ sprintf(
						/* translators: %s: template name */
						__( 'Delete “%s”', 'eventsmith' ),
						template.name
					) }
					onClick={ () => onDelete( template ) }
				/>
			</td>
		</tr>
	);
}
