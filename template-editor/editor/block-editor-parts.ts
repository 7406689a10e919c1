/**
 * Block editor components WordPress 6.5 provides but the installed type
 * definitions do not describe yet, with the props this app uses.
 */
import * as blockEditor from '@wordpress/block-editor';
import { Popover, Spinner } from '@wordpress/components';
import type { BlockInstance } from '@wordpress/blocks';
import type { ComponentType, ReactNode } from 'react';

const untyped = blockEditor as unknown as Record< string, unknown >;

export const BlockEditorProvider =
	untyped.BlockEditorProvider as ComponentType< {
		value: BlockInstance[];
		onInput: ( blocks: BlockInstance[] ) => void;
		onChange: ( blocks: BlockInstance[] ) => void;
		settings?: Record< string, unknown >;
		useSubRegistry?: boolean;
		children?: ReactNode;
	} >;

export const BlockCanvas = untyped.BlockCanvas as ComponentType< {
	height?: string;
	styles?: Array< { css: string } >;
	children?: ReactNode;
} >;

export const BlockList = untyped.BlockList as ComponentType<
	Record< string, never >
>;
export const BlockInspector = untyped.BlockInspector as ComponentType<
	Record< string, never >
>;
export const BlockBreadcrumb = untyped.BlockBreadcrumb as ComponentType< {
	rootLabelText?: string;
} >;
export const ListView = untyped.__experimentalListView as ComponentType<
	Record< string, never >
>;
export const Library = untyped.__experimentalLibrary as ComponentType< {
	showInserterHelpPanel?: boolean;
	showMostUsedBlocks?: boolean;
} >;
export const KeyboardShortcutsRegister = (
	untyped.BlockEditorKeyboardShortcuts as { Register: ComponentType }
 ).Register;

export const blockEditorStore = untyped.store as Parameters<
	typeof import( '@wordpress/data' ).select
>[ 0 ];

/** The slot popovers (block toolbar, menus) render into. */
export const PopoverSlot = ( Popover as unknown as { Slot: ComponentType } )
	.Slot;

/** WordPress's spinner (its installed props type wrongly requires pointer capture handlers). */
export const LoadingSpinner = Spinner as unknown as ComponentType;
