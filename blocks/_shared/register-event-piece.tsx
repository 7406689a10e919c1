/**
 * Registers an event-page piece block with the shared editor view.
 */
import {
	registerBlockType,
	type BlockConfiguration,
	type BlockEditProps,
} from '@wordpress/blocks';
import type { ReactNode } from 'react';
import { EventPieceEdit, type EventPieceAttributes } from './event-piece-edit';

export function registerEventPiece(
	metadata: unknown,
	controls?: ( props: BlockEditProps< EventPieceAttributes > ) => ReactNode
): void {
	const config = metadata as BlockConfiguration< EventPieceAttributes > & {
		name: string;
	};
	registerBlockType< EventPieceAttributes >( config, {
		edit: ( props: BlockEditProps< EventPieceAttributes > ) => (
			<EventPieceEdit
				{ ...props }
				name={ config.name }
				controls={ controls?.( props ) }
			/>
		),
		save: () => null,
	} );
}
