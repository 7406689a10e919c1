/**
 * The event's description with formatting. Its block editor loads on
 * demand (with WordPress's block editor scripts and styles) the first time
 * the field is shown.
 */
import { lazy, Suspense } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { withWordPressScripts } from '../../../../../front/wordpress/wordpress-scripts';
import { loadWordPressStyles } from '../../../../app/wordpress-styles';
import { Loading } from '../../../../components/screen/loading';

/** The template of the block editor's stylesheets (includes/Admin/DashboardPage.php). */
const EDITOR_STYLES_ID = 'eventsmith-lazy-editor-styles';

const DescriptionEditor = lazy(
	withWordPressScripts( () =>
		Promise.all( [
			import( './description-editor' ),
			loadWordPressStyles( EDITOR_STYLES_ID ),
		] ).then( ( [ editor ] ) => editor )
	)
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
