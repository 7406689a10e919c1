#!/usr/bin/env node
/**
 * Makes Eventsmith license keys offline (Node built-ins only).
 *
 * A license key is `base64url( payload ) + '.' + base64url( signature )`: the
 * payload is compact JSON {"v":1,"name","email","plan","exp","iat"} and the
 * signature an Ed25519 signature over the payload bytes. The plugin holds only
 * the public key (includes/Domain/License/PublicKey.php) and checks keys with
 * Eventsmith\Domain\License\LicenseVerifier.
 *
 *   node bin/license-key.mjs keypair --out DIR [--force]
 *   node bin/license-key.mjs issue --key PRIVATE.pem --name "..." --email "..." [--plan pro] [--expires 2027-12-31]
 */
import { createPrivateKey, generateKeyPairSync, sign } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';

const PRIVATE_FILE = 'license-private.key';
const PUBLIC_FILE = 'license-public.key';

const USAGE = `Usage:
  node bin/license-key.mjs keypair --out DIR [--force]
      Writes DIR/${ PRIVATE_FILE } (private key, PEM) and DIR/${ PUBLIC_FILE }
      (public key, base64 of the raw 32 bytes) and prints the public key.
  node bin/license-key.mjs issue --key PRIVATE.pem --name "Jane Doe" --email "jane@example.com" [--plan pro] [--expires YYYY-MM-DD]
      Prints a license key for that name and email.`;

/**
 * An error the user caused by how the script was called.
 */
class UsageError extends Error {}

/**
 * Returns a required option or throws a UsageError naming it.
 *
 * @param {Object<string, string|boolean|undefined>} values Parsed options.
 * @param {string}                                   name   Option name without dashes.
 * @return {string} The trimmed value.
 */
function required( values, name ) {
	const value =
		'string' === typeof values[ name ] ? values[ name ].trim() : '';
	if ( '' === value ) {
		throw new UsageError( `Missing --${ name }.` );
	}
	return value;
}

/**
 * Checks a calendar date written as YYYY-MM-DD.
 *
 * @param {string} value The date text.
 * @return {boolean} Whether it is a real date in that format.
 */
function isDate( value ) {
	if ( ! /^\d{4}-\d{2}-\d{2}$/.test( value ) ) {
		return false;
	}
	const parsed = new Date( `${ value }T00:00:00Z` );
	return (
		! Number.isNaN( parsed.getTime() ) &&
		parsed.toISOString().slice( 0, 10 ) === value
	);
}

/**
 * Writes a new Ed25519 key pair into a directory.
 *
 * @param {Object<string, string|boolean|undefined>} values Parsed options: out, force.
 */
function keypair( values ) {
	const out = required( values, 'out' );
	const privatePath = join( out, PRIVATE_FILE );
	if ( existsSync( privatePath ) && ! values.force ) {
		throw new UsageError(
			`${ privatePath } already exists; pass --force to replace it (keys issued with it stop verifying).`
		);
	}
	const { publicKey, privateKey } = generateKeyPairSync( 'ed25519' );
	const publicBase64 = Buffer.from(
		publicKey.export( { format: 'jwk' } ).x,
		'base64url'
	).toString( 'base64' );

	mkdirSync( out, { recursive: true } );
	writeFileSync(
		privatePath,
		privateKey.export( { format: 'pem', type: 'pkcs8' } ),
		{ mode: 0o600 }
	);
	writeFileSync( join( out, PUBLIC_FILE ), publicBase64 + '\n' );
	console.log( publicBase64 );
}

/**
 * Prints a signed license key.
 *
 * @param {Object<string, string|boolean|undefined>} values Parsed options: key, name, email, plan, expires.
 */
function issue( values ) {
	const keyPath = required( values, 'key' );
	const name = required( values, 'name' ).replace( /\s+/g, ' ' );
	const email = required( values, 'email' ).toLowerCase();
	const plan = values.plan.trim() || 'pro';
	const expires = values.expires.trim();

	if ( ! /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test( email ) ) {
		throw new UsageError( `--email "${ email }" is not an email address.` );
	}
	if ( '' !== expires && ! isDate( expires ) ) {
		throw new UsageError(
			`--expires "${ expires }" is not a date like 2027-12-31.`
		);
	}
	if ( ! existsSync( keyPath ) ) {
		throw new UsageError( `--key ${ keyPath }: no such file.` );
	}

	let privateKey;
	try {
		privateKey = createPrivateKey( readFileSync( keyPath ) );
	} catch {
		privateKey = null;
	}
	if ( ! privateKey || 'ed25519' !== privateKey.asymmetricKeyType ) {
		throw new UsageError(
			`--key ${ keyPath } is not an Ed25519 private key.`
		);
	}
	const exp = expires || null;
	const iat = new Date().toISOString().slice( 0, 10 );
	const payload = Buffer.from(
		JSON.stringify( { v: 1, name, email, plan, exp, iat } )
	);
	const signature = sign( null, payload, privateKey ).toString( 'base64url' );
	console.log( `${ payload.toString( 'base64url' ) }.${ signature }` );
}

const commands = { keypair, issue };

try {
	const { positionals, values } = parseArgs( {
		allowPositionals: true,
		options: {
			out: { type: 'string' },
			force: { type: 'boolean' },
			key: { type: 'string' },
			name: { type: 'string' },
			email: { type: 'string' },
			plan: { type: 'string', default: 'pro' },
			expires: { type: 'string', default: '' },
		},
	} );
	const command = commands[ positionals[ 0 ] ];
	if ( ! command || positionals.length > 1 ) {
		throw new UsageError(
			positionals.length
				? `Unknown command "${ positionals.join( ' ' ) }".`
				: 'Missing command.'
		);
	}
	command( values );
} catch ( error ) {
	const known =
		error instanceof UsageError ||
		String( error.code ).startsWith( 'ERR_PARSE_ARGS' );
	console.error( `license-key: ${ error.message }` );
	if ( known ) {
		console.error( '\n' + USAGE );
	}
	process.exitCode = known ? 2 : 1;
}
