/**
 * Styles of the canvas document around the page body, and the placeholder
 * chips shown while editing. The page body contains its blocks' margins
 * (flow-root): the first block's top margin stays inside the page instead of
 * pushing the whole page down.
 */
export const CANVAS_CSS = `
html, body { min-height: 100%; }
body.editor-styles-wrapper { margin: 0; padding: 32px 24px 48px; background: #e0e0e0; box-sizing: border-box; font-family: -apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, Oxygen-Sans, Ubuntu, Cantarell, "Helvetica Neue", sans-serif; color: #1e1e1e; }
.eventsmith-template-page { display: flow-root; box-sizing: border-box; margin: 0 auto; background-color: #fff; box-shadow: 0 2px 8px rgba(0,0,0,.12), 0 0 0 1px rgba(0,0,0,.04); position: relative; }
.eventsmith-template-page.is-event { min-height: calc(100vh - 80px); overflow: visible; }
.eventsmith-template-page > .is-root-container { min-height: 100%; box-sizing: border-box; }
.eventsmith-template-page .block-editor-block-list__layout.is-root-container > * { max-width: none; }
.eventsmith-template-page-fit { margin: 0 auto; }
.eventsmith-template-page-fit__scaler { transform-origin: 0 0; }
.eventsmith-placeholder-chip { display: inline-block; padding: 0 6px; border-radius: 10px; background: #e7f0fb; color: #1d4f91; font-family: ui-monospace, Menlo, Consolas, monospace; font-size: 0.85em; line-height: 1.6; white-space: nowrap; }
`;

/**
 * Added while an event page is previewed on Tablet or Mobile: the iframe is
 * the device's screen, so the page fills it edge to edge.
 */
export const DEVICE_FRAME_CSS = `
body.editor-styles-wrapper { padding: 0; background: #fff; }
.eventsmith-template-page.is-event { box-shadow: none; }
`;
