/**
 * Applies, on demand, stylesheets the server printed into an inert template
 * (includes/Admin/LazyAssets.php): the block editor's, when the event
 * description's editor opens. WordPress's block editor stylesheets set the
 * admin colour variables on `:root` to their own defaults; the dashboard
 * keeps the ones it had, so no other screen changes colour.
 */

/** Colour variables a library stylesheet may redefine for the whole page. */
const KEPT_VARIABLES = [
	'--wp-admin-theme-color',
	'--wp-admin-theme-color--rgb',
	'--wp-admin-theme-color-darker-10',
	'--wp-admin-theme-color-darker-10--rgb',
	'--wp-admin-theme-color-darker-20',
	'--wp-admin-theme-color-darker-20--rgb',
];

const applied = new Set< string >();

/**
 * The current values of the kept variables, as a `:root` rule.
 *
 * @param root The document's root element.
 */
export function keptVariablesRule( root: HTMLElement ): string {
	const style = getComputedStyle( root );
	const declarations = KEPT_VARIABLES.map( ( name ) => [
		name,
		style.getPropertyValue( name ).trim(),
	] )
		.filter( ( [ , value ] ) => value !== '' )
		.map( ( [ name, value ] ) => `${ name }: ${ value };` );
	return declarations.length ? `:root { ${ declarations.join( ' ' ) } }` : '';
}

/**
 * Resolves once the stylesheets of the template have loaded (at once when
 * they were applied before or the page has no such template).
 *
 * @param templateId Id of the template element.
 */
export async function loadWordPressStyles(
	templateId: string
): Promise< void > {
	const template = document.getElementById( templateId );
	if (
		applied.has( templateId ) ||
		! ( template instanceof HTMLTemplateElement )
	) {
		return;
	}
	applied.add( templateId );
	const kept = keptVariablesRule( document.documentElement );
	const loads: Array< Promise< void > > = [];
	for ( const element of Array.from( template.content.children ) ) {
		const node = document.importNode( element, true );
		if ( node instanceof HTMLLinkElement ) {
			loads.push(
				new Promise( ( resolve ) => {
					node.onload = () => resolve();
					// A missing stylesheet leaves the editor plain, not broken.
					node.onerror = () => resolve();
				} )
			);
		}
		document.head.appendChild( node );
	}
	if ( kept ) {
		const restore = document.createElement( 'style' );
		restore.id = `${ templateId }-kept-colors`;
		restore.textContent = kept;
		document.head.appendChild( restore );
	}
	await Promise.all( loads );
}
