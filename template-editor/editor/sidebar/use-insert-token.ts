/**
 * Inserts a text token at the caret of the rich text being edited, or as a
 * new paragraph after the selected block (at the end when none is).
 */
import { createBlock } from '@wordpress/blocks';
import { useDispatch, useRegistry } from '@wordpress/data';
import { create, insert, toHTMLString } from '@wordpress/rich-text';
import { blockEditorStore } from '../block-editor-parts';

type Selection = { clientId?: string; attributeKey?: string; offset?: number };

type EditorSelectors = {
	getSelectionStart: () => Selection;
	getSelectionEnd: () => Selection;
	getSelectedBlockClientId: () => string | null;
	getBlockAttributes: (
		clientId: string
	) => Record< string, unknown > | null;
	getBlockIndex: ( clientId: string ) => number;
	getBlockRootClientId: ( clientId: string ) => string | null;
};

type EditorActions = {
	updateBlockAttributes: (
		clientId: string,
		attributes: Record< string, unknown >
	) => void;
	selectionChange: (
		clientId: string,
		attributeKey: string,
		start: number,
		end: number
	) => void;
	insertBlock: (
		block: ReturnType< typeof createBlock >,
		index?: number,
		rootClientId?: string | null
	) => void;
};

export function useInsertToken() {
	const registry = useRegistry() as unknown as {
		select: ( store: unknown ) => unknown;
	};
	const actions = useDispatch( blockEditorStore ) as unknown as EditorActions;

	return ( token: string ) => {
		const editor = registry.select(
			blockEditorStore
		) as unknown as EditorSelectors;
		const start = editor.getSelectionStart();
		const end = editor.getSelectionEnd();
		const attributes = start.clientId
			? editor.getBlockAttributes( start.clientId )
			: null;
		const current =
			start.attributeKey && attributes
				? attributes[ start.attributeKey ]
				: undefined;
		if (
			start.clientId &&
			start.attributeKey &&
			start.clientId === end.clientId &&
			current !== undefined
		) {
			const html =
				typeof current === 'string' ? current : String( current ?? '' );
			const offset = start.offset ?? 0;
			const value = insert(
				create( { html } ),
				token,
				offset,
				end.offset ?? offset
			);
			actions.updateBlockAttributes( start.clientId, {
				[ start.attributeKey ]: toHTMLString( { value } ),
			} );
			actions.selectionChange(
				start.clientId,
				start.attributeKey,
				offset + token.length,
				offset + token.length
			);
			return;
		}
		const selected = editor.getSelectedBlockClientId();
		const paragraph = createBlock( 'core/paragraph', { content: token } );
		if ( selected ) {
			actions.insertBlock(
				paragraph,
				editor.getBlockIndex( selected ) + 1,
				editor.getBlockRootClientId( selected )
			);
		} else {
			actions.insertBlock( paragraph );
		}
	};
}
