/**
 * Registers the Ticket Form block in the editor.
 */
import { registerEventPiece } from '../_shared/register-event-piece';
import metadata from './block.json';
import './style.scss';

registerEventPiece( metadata );
