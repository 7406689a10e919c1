/**
 * The preview: the server-rendered template for the chosen event in an iframe.
 */
import { Modal, SelectControl } from '@wordpress/components';
import { useState } from '@wordpress/element';
import { LoadingSpinner } from '../block-editor-parts';
import { __ } from '@wordpress/i18n';
import type { Template } from '../../api/templates';
import { useBoot } from '../../app/boot-context';
import { previewUrl } from '../../lib/preview-event';
import { useEventOptions } from './event-options';

type PreviewModalProps = {
	template: Template;
	eventId: number | null;
	onEventChange: ( eventId: number ) => void;
	onClose: () => void;
};

export function PreviewModal( {
	template,
	eventId,
	onEventChange,
	onClose,
}: PreviewModalProps ) {
	const boot = useBoot();
	const options = useEventOptions();
	const src = previewUrl(
		boot.previewUrl ?? '/',
		boot.previewNonce ?? '',
		template.id,
		eventId
	);
	const [ loadedSrc, setLoadedSrc ] = useState( '' );

	return (
		<Modal
			title={ __( 'Preview', 'eventsmith' ) }
			onRequestClose={ onClose }
			className="eventsmith-preview-modal"
			isFullScreen
		>
			<div className="eventsmith-preview-modal__bar">
				<SelectControl
					label={ __( 'Preview with event', 'eventsmith' ) }
					labelPosition="side"
					value={ eventId ? String( eventId ) : '' }
					options={ options }
					onChange={ ( value: string ) =>
						Number( value ) && onEventChange( Number( value ) )
					}
					__nextHasNoMarginBottom
				/>
				<span className="eventsmith-preview-modal__note">
					{ __(
						'The preview shows the last saved version.',
						'eventsmith'
					) }
				</span>
				{ loadedSrc !== src && <LoadingSpinner /> }
			</div>
			<iframe
				key={ src }
				className="eventsmith-preview-modal__frame"
				title={ __( 'Template preview', 'eventsmith' ) }
				src={ src }
				onLoad={ () => setLoadedSrc( src ) }
			/>
		</Modal>
	);
}
