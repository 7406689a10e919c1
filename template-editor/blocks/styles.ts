/**
 * The template blocks' stylesheets, imported by the entry so they build into
 * template-editor/style-index.css, which the page loads and the canvas
 * iframe copies (the blocks themselves register with the editor's chunk).
 */
import './dynamic-field/style.css';
import './certificate-body/style.css';
import './qr-code/style.css';
import './signature/style.css';
