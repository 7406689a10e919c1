/**
 * The editor as the app loads it on demand: opening a template registers the
 * blocks first. The block editor's scripts (and wp-components) load before
 * this chunk runs (front/wordpress/wordpress-scripts.ts).
 */
import { registerEditorBlocks } from '../register-editor-blocks';
import { EditorRoute } from './editor-route';

registerEditorBlocks();

export default EditorRoute;
