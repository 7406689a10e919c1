/**
 * The event's description with formatting. Its block editor loads on
 * demand (with WordPress's block editor scripts and styles) the first time
 * the field is shown.
 */
import { lazy, Suspense } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { withWordPressScripts } from '../../../../app/wordpress-scripts';
import { Loading } from '../../../../components/screen/loading';

const DescriptionEditor = lazy(
	withWordPressScripts( () => import( './description-editor' ) )
);

const LABEL_ID = 'eventsmith-event-description-label';

type Props = {
	value: string;
	onChange: ( html: string ) => void;
};

export function DescriptionField( { value, onChange }: Props ) {
	return (
		<div className="eventsmith-description-field">
			<span
				id={ LABEL_ID }
				className="eventsmith-description-field__label"
			>
				{ __( 'Description', 'eventsmith' ) }
			</span>
			<Suspense
				fallback={
					<Loading
						label={ __( 'Loading the editor…', 'eventsmith' ) }
					/>
				}
			>
				<DescriptionEditor
					labelId={ LABEL_ID }
					value={ value }
					onChange={ onChange }
				/>
			</Suspense>
			<p className="eventsmith-description-field__help">
				{ __(
					'Type / to add a heading, list, quote or image; select text to make it bold, italic or a link.',
					'eventsmith'
				) }
			</p>
		</div>
	);
}
