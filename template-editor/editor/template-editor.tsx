/**
 * The builder screen of one template: header, left panel, canvas and right
 * sidebar around one block editor.
 */
import { useCallback, useMemo, useRef, useState } from '@wordpress/element';
import { parse } from '@wordpress/blocks';
import { ShortcutProvider } from '@wordpress/keyboard-shortcuts';
import type { Template } from '../api/templates';
import { useBoot } from '../app/boot-context';
import { bodyStylingFromCss, type BodyStyling } from '../lib/body-styles';
import type { Device, Orientation } from '../lib/page-size';
import {
	BlockEditorProvider,
	KeyboardShortcutsRegister,
	PopoverSlot,
} from './block-editor-parts';
import { editorSettings } from './editor-settings';
import { EditorHeader } from './header/editor-header';
import { LeftSidebar, type LeftPanel } from './sidebar/left-sidebar';
import { RightSidebar } from './sidebar/right-sidebar';
import { TemplateCanvas } from './canvas/template-canvas';
import { useBlockHistory } from './use-block-history';
import { useSaveTemplate, type TemplateDocument } from './use-save-template';
import { useUndoShortcuts } from './use-undo-shortcuts';
import { EditorModals, type EditorModal } from './modals/editor-modals';
import {
	CanvasDeviceContext,
	canvasDeviceState,
} from '../block-styles/canvas-device';

export function TemplateEditor( { template }: { template: Template } ) {
	const initialBlocks = useMemo(
		() => parse( template.content ),
		[ template.content ]
	);
	const history = useBlockHistory( initialBlocks );
	const [ name, setName ] = useState( template.name );
	const [ status, setStatus ] = useState( template.status );
	const [ orientation, setOrientation ] = useState< Orientation >(
		template.orientation
	);
	const [ bodyStyling, setBodyStyling ] = useState< BodyStyling >( () =>
		bodyStylingFromCss( template.template_css )
	);
	const [ device, setDevice ] = useState< Device >( 'desktop' );
	const [ panel, setPanel ] = useState< LeftPanel | null >( null );
	const [ settingsOpen, setSettingsOpen ] = useState( false );
	const [ modal, setModal ] = useState< EditorModal >( null );
	const bodyRef = useRef< HTMLDivElement | null >( null );
	const { canUploadFiles } = useBoot();
	const settings = useMemo(
		() => editorSettings( document, canUploadFiles ),
		[ canUploadFiles ]
	);
	// One device state: the header's switcher and the styles panels' tabs.
	const deviceState = useMemo(
		() => canvasDeviceState( template.type, device, setDevice ),
		[ template.type, device ]
	);

	const docRef = useRef< TemplateDocument >();
	docRef.current = {
		name,
		status,
		orientation,
		blocks: history.blocks,
		bodyStyling,
	};
	const getDocument = useCallback(
		() => docRef.current as TemplateDocument,
		[]
	);
	const getBody = useCallback( () => bodyRef.current, [] );
	const onSaved = useCallback( ( saved: Template ) => {
		setName( saved.name );
		setStatus( saved.status );
	}, [] );
	const { save, isSaving } = useSaveTemplate(
		template,
		getDocument,
		getBody,
		onSaved
	);

	useUndoShortcuts( document, history );

	const togglePanel = ( next: LeftPanel ) =>
		setPanel( ( current ) => ( current === next ? null : next ) );

	return (
		<ShortcutProvider className="eventsmith-editor">
			<BlockEditorProvider
				value={ history.blocks }
				onInput={ history.onInput }
				onChange={ history.onChange }
				settings={ settings }
			>
				<CanvasDeviceContext.Provider value={ deviceState }>
					<KeyboardShortcutsRegister />
					<EditorHeader
						template={ template }
						name={ name }
						onNameChange={ setName }
						status={ status }
						orientation={ orientation }
						onOrientationChange={ setOrientation }
						device={ device }
						onDeviceChange={ setDevice }
						panel={ panel }
						onTogglePanel={ togglePanel }
						history={ history }
						onOpenModal={ setModal }
						onSave={ save }
						isSaving={ isSaving }
						settingsOpen={ settingsOpen }
						onToggleSettings={ () =>
							setSettingsOpen( ( open ) => ! open )
						}
					/>
					<div className="eventsmith-editor__body">
						{ panel && (
							<LeftSidebar
								panel={ panel }
								type={ template.type }
								onClose={ () => setPanel( null ) }
							/>
						) }
						<TemplateCanvas
							type={ template.type }
							orientation={ orientation }
							device={ device }
							bodyStyling={ bodyStyling }
							bodyRef={ bodyRef }
							history={ history }
						/>
						<RightSidebar
							type={ template.type }
							device={ device }
							bodyStyling={ bodyStyling }
							onBodyStylingChange={ setBodyStyling }
							isOpen={ settingsOpen }
							onClose={ () => setSettingsOpen( false ) }
						/>
					</div>
					<EditorModals
						template={ template }
						modal={ modal }
						onOpen={ setModal }
					/>
					<PopoverSlot />
				</CanvasDeviceContext.Provider>
			</BlockEditorProvider>
		</ShortcutProvider>
	);
}
