/**
 * Registers the archive link block in the editor (a preview rendered by PHP).
 */
import { useBlockProps } from '@wordpress/block-editor';
import { registerBlockType, type BlockConfiguration } from '@wordpress/blocks';
import ServerSideRender from '@wordpress/server-side-render';
import metadata from './block.json';
import './style.scss';

type Attributes = { empty: boolean };

function Edit( { attributes }: { attributes: Attributes } ) {
	return (
		<div { ...useBlockProps() }>
			<ServerSideRender
				block="eventsmith/events-archive-links"
				attributes={ attributes }
			/>
		</div>
	);
}

registerBlockType< Attributes >( metadata as BlockConfiguration< Attributes >, {
	edit: Edit,
	save: () => null,
} );
