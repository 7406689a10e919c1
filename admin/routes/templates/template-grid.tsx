/**
 * The cards of one chooser tab: 'Create your own' first, then the designs
 * of that type.
 */
import { Button } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { InlineSpinner } from '../../components/screen/loading';
import { TemplateCard } from './template-card';
import {
	blankTemplate,
	templateFromDesign,
	type LibraryDesign,
	type TemplateType,
} from './template-rules';
import { useCreateTemplate } from './use-create-template';
import { useTemplateLibrary } from './use-template-library';

type Props = {
	type: TemplateType;
	onPreview: ( design: LibraryDesign ) => void;
};

export function TemplateGrid( { type, onPreview }: Props ) {
	const { designs, isLoading } = useTemplateLibrary( type );
	const { create, isCreating } = useCreateTemplate();

	return (
		<ul className="eventsmith-template-grid" aria-busy={ isLoading }>
			<li className="eventsmith-template-card eventsmith-template-card--blank">
				<div
					className="eventsmith-template-card__thumb"
					aria-hidden="true"
				>
					<span>+</span>
				</div>
				<h3 className="eventsmith-template-card__name">
					{ __( 'Blank template', 'eventsmith' ) }
				</h3>
				<div className="eventsmith-template-card__actions">
					<Button
						variant="primary"
						size="small"
						isBusy={ isCreating }
						disabled={ isCreating }
						onClick={ () => create( blankTemplate( type ), false ) }
					>
						{ __( 'Create your own', 'eventsmith' ) }
					</Button>
				</div>
			</li>
			{ isLoading && (
				<li className="eventsmith-template-grid__loading">
					<InlineSpinner />
					{ __( 'Loading templates…', 'eventsmith' ) }
				</li>
			) }
			{ designs.map( ( design ) => (
				<TemplateCard
					key={ design.id }
					design={ design }
					disabled={ isCreating }
					onUse={ () => create( templateFromDesign( design ), true ) }
					onPreview={ () => onPreview( design ) }
				/>
			) ) }
		</ul>
	);
}
