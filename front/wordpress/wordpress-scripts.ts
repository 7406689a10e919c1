/**
 * Loads, on demand, the WordPress scripts that only some dashboard screens
 * need (wp-components, wp-date, moment…). The server prints their tags,
 * exactly as WordPress would (translations and inline scripts included),
 * into an inert template (includes/Admin/LazyAssets.php); the first call
 * runs them in order and every later call waits for the same promise.
 */

const TEMPLATE_ID = 'eventsmith-lazy-scripts';

let loading: Promise< void > | null = null;

/**
 * One script element that the browser runs (a cloned template script does not).
 *
 * @param source Script from the template.
 */
function runnable( source: HTMLScriptElement ): HTMLScriptElement {
	const script = document.createElement( 'script' );
	for ( const attribute of Array.from( source.attributes ) ) {
		script.setAttribute( attribute.name, attribute.value );
	}
	script.async = false;
	script.text = source.text;
	return script;
}

function run( source: HTMLScriptElement ): Promise< void > {
	const script = runnable( source );
	if ( ! script.src ) {
		document.body.appendChild( script );
		return Promise.resolve();
	}
	return new Promise( ( resolve, reject ) => {
		script.onload = () => resolve();
		script.onerror = () =>
			reject( new Error( `${ script.src } could not be loaded.` ) );
		document.body.appendChild( script );
	} );
}

async function runAll( template: HTMLTemplateElement ): Promise< void > {
	const scripts = Array.from(
		template.content.querySelectorAll< HTMLScriptElement >( 'script' )
	);
	for ( const script of scripts ) {
		await run( script );
	}
}

/**
 * Resolves once every on-demand script has run (at once when the page has none).
 */
export function loadWordPressScripts(): Promise< void > {
	if ( ! loading ) {
		const template = document.getElementById( TEMPLATE_ID );
		loading =
			template instanceof HTMLTemplateElement
				? runAll( template ).catch( ( error ) => {
						// Let a later screen try again.
						loading = null;
						throw error;
					} )
				: Promise.resolve();
	}
	return loading;
}

/**
 * A dynamic import that may use the on-demand scripts: they load first.
 *
 * @param load The import, e.g. `() => import( './screen' )`.
 */
export function withWordPressScripts< T >(
	load: () => Promise< T >
): () => Promise< T > {
	return () => loadWordPressScripts().then( load );
}
