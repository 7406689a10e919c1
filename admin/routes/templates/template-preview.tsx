/**
 * 'Preview now': a modal that shows a spinner for 3 seconds (spec §9) while
 * the design is loaded by its id from the library, then the design in a
 * frame sized Desktop 100%, Tablet 768px or Mobile 375px.
 */
import { Button, ButtonGroup, Modal } from '@wordpress/components';
import { useEffect, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { api } from '../../../front/rest/client';
import { Loading } from '../../components/screen/loading';
import {
	PREVIEW_SPINNER_MS,
	PREVIEW_WIDTHS,
	previewDocument,
	previewSizeLabel,
	type LibraryDesign,
	type PreviewSize,
} from './template-rules';

type Props = { design: LibraryDesign; onClose: () => void };

const SIZES: PreviewSize[] = [ 'desktop', 'tablet', 'mobile' ];

export function TemplatePreview( { design, onClose }: Props ) {
	const [ size, setSize ] = useState< PreviewSize >( 'desktop' );
	const [ waiting, setWaiting ] = useState( true );
	const [ shown, setShown ] = useState< LibraryDesign >( design );

	useEffect( () => {
		const timer = setTimeout(
			() => setWaiting( false ),
			PREVIEW_SPINNER_MS
		);
		let live = true;
		api.get< LibraryDesign >(
			`/template-library/${ encodeURIComponent( design.id ) }`
		)
			.then( ( found ) => live && setShown( found ) )
			.catch( ( error: unknown ) => {
				// The card's own copy of the design is shown instead.
				// eslint-disable-next-line no-console
				console.error( error );
			} );
		return () => {
			live = false;
			clearTimeout( timer );
		};
	}, [ design.id ] );

	return (
		<Modal
			title={ design.name }
			onRequestClose={ onClose }
			isFullScreen
			className="eventsmith-template-preview"
		>
			<ButtonGroup
				className="eventsmith-template-preview__sizes"
				aria-label={ __( 'Preview size', 'eventsmith' ) }
			>
				{ SIZES.map( ( option ) => (
					<Button
						key={ option }
						variant={ option === size ? 'primary' : 'secondary' }
						aria-pressed={ option === size }
						onClick={ () => setSize( option ) }
					>
						{ previewSizeLabel( option ) }
					</Button>
				) ) }
			</ButtonGroup>
			<div className="eventsmith-template-preview__stage">
				{ waiting ? (
					<Loading label={ __( 'Loading preview…', 'eventsmith' ) } />
				) : (
					<iframe
						title={ design.name }
						className="eventsmith-template-preview__frame"
						style={ { width: PREVIEW_WIDTHS[ size ] } }
						sandbox=""
						srcDoc={ previewDocument( shown ) }
					/>
				) }
			</div>
		</Modal>
	);
}
