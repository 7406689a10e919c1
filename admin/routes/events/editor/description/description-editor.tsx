/**
 * The description's editor: a small block editor (paragraphs, headings,
 * lists, quotes, links, bold and italic, images from the media library).
 * Loaded on demand with the block editor's scripts and styles, so the
 * dashboard's first screen does not carry them.
 */
import * as blockEditor from '@wordpress/block-editor';
import { registerCoreBlocks } from '@wordpress/block-library';
import { getBlockType, type BlockInstance } from '@wordpress/blocks';
import { Popover, SlotFillProvider } from '@wordpress/components';
import { useMemo, useState } from '@wordpress/element';
import '@wordpress/format-library';
import { uploadMedia } from '@wordpress/media-utils';
import type { ComponentType, ReactNode } from 'react';
import { DESCRIPTION_BLOCKS, toBlocks, toHtml } from './description-blocks';
import { registerLibraryMediaUpload } from './library-media-upload';

const parts = blockEditor as unknown as Record< string, unknown >;
type Children = { children?: ReactNode };
const BlockEditorProvider = parts.BlockEditorProvider as ComponentType<
	Children & {
		value: BlockInstance[];
		onInput: ( blocks: BlockInstance[] ) => void;
		onChange: ( blocks: BlockInstance[] ) => void;
		settings: Record< string, unknown >;
	}
>;
const BlockTools = parts.BlockTools as ComponentType< Children >;
const WritingFlow = parts.WritingFlow as ComponentType< Children >;
const ObserveTyping = parts.ObserveTyping as ComponentType< Children >;
const BlockList = parts.BlockList as ComponentType< Record< string, never > >;
const BlockToolbar = parts.BlockToolbar as ComponentType< {
	hideDragHandle?: boolean;
} >;
/** The slot the block toolbar and menus render into. */
const PopoverSlot = ( Popover as unknown as { Slot: ComponentType } ).Slot;

type UploadOptions = {
	allowedTypes?: string[];
	filesList: ArrayLike< File >;
	onError?: ( message: string ) => void;
	onFileChange: ( files: Array< Record< string, unknown > > ) => void;
};

function mediaUpload( { onError, ...options }: UploadOptions ): void {
	void uploadMedia( {
		...options,
		onError: ( error ) => onError?.( error.message ),
	} );
}

function registerDescriptionBlocks(): void {
	registerLibraryMediaUpload();
	if ( ! getBlockType( 'core/paragraph' ) ) {
		registerCoreBlocks();
	}
}

type Props = {
	/** Id of the editable area's label. */
	labelId: string;
	value: string;
	onChange: ( html: string ) => void;
};

export default function DescriptionEditor( {
	labelId,
	value,
	onChange,
}: Props ) {
	registerDescriptionBlocks();
	// Parsed once: later values come from this editor itself.
	const [ blocks, setBlocks ] = useState( () => toBlocks( value ) );
	const settings = useMemo(
		() => ( {
			allowedBlockTypes: DESCRIPTION_BLOCKS,
			// The toolbar sits on top of the box instead of covering the text.
			hasFixedToolbar: true,
			mediaUpload,
			bodyPlaceholder: '',
			titlePlaceholder: '',
			__experimentalBlockPatterns: [],
		} ),
		[]
	);
	const update = ( next: BlockInstance[] ) => {
		setBlocks( next );
		onChange( toHtml( next ) );
	};

	return (
		<SlotFillProvider>
			<BlockEditorProvider
				value={ blocks }
				onInput={ update }
				onChange={ update }
				settings={ settings }
			>
				<div className="eventsmith-description-editor">
					<div className="eventsmith-description-editor__toolbar">
						<BlockToolbar hideDragHandle />
					</div>
					<div
						className="eventsmith-description-editor__content editor-styles-wrapper"
						role="group"
						aria-labelledby={ labelId }
					>
						<BlockTools>
							<WritingFlow>
								<ObserveTyping>
									<BlockList />
								</ObserveTyping>
							</WritingFlow>
						</BlockTools>
					</div>
				</div>
				<PopoverSlot />
			</BlockEditorProvider>
		</SlotFillProvider>
	);
}
