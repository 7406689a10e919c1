<?php
/**
 * Tests of offline license key verification (checklist LIC-04, LIC-05, LIC-06, LIC-08, LIC-09).
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Tests\Unit\Domain\License;

use Eventsmith\Domain\DomainError;
use Eventsmith\Domain\License\LicenseVerifier;
use Eventsmith\Domain\License\PublicKey;
use PHPUnit\Framework\TestCase;

final class LicenseVerifierTest extends TestCase {

	private const NAME  = 'Jane Doe';
	private const EMAIL = 'jane@example.com';

	/**
	 * Throw-away Ed25519 key pair (sodium format: secret key + public key).
	 *
	 * @var string
	 */
	private string $keypair;

	/**
	 * Temporary directory for the Node script's files, when a test makes one.
	 *
	 * @var string|null
	 */
	private ?string $temp_dir = null;

	protected function setUp(): void {
		$this->keypair = sodium_crypto_sign_keypair();
	}

	protected function tearDown(): void {
		if ( null !== $this->temp_dir ) {
			array_map( 'unlink', glob( $this->temp_dir . '/*' ) );
			rmdir( $this->temp_dir );
		}
	}

	public function test_lic_08_a_genuine_key_verifies_and_carries_its_details(): void {
		$key = $this->verifier()->verify( self::NAME, self::EMAIL, $this->issue(), $this->day( '2027-06-01' ) );

		$this->assertSame( self::NAME, $key->name );
		$this->assertSame( self::EMAIL, $key->email );
		$this->assertSame( 'pro', $key->plan );
		$this->assertSame( '2027-12-31', $key->expires?->format( 'Y-m-d' ) );
		$this->assertSame( '2026-01-15', $key->issued->format( 'Y-m-d' ) );
	}

	public function test_name_is_compared_trimmed_and_case_insensitively_and_email_lower_cased(): void {
		$key = $this->verifier()->verify( "  jANE \t  doe ", '  Jane@Example.COM ', $this->issue(), $this->day( '2027-06-01' ) );

		$this->assertSame( self::NAME, $key->name );
	}

	public function test_non_ascii_names_match_case_insensitively(): void {
		$license = $this->issue( array( 'name' => 'Élodie Ørsted' ) );

		$this->assertSame( 'Élodie Ørsted', $this->verifier()->verify( 'ÉLODIE ØRSTED', self::EMAIL, $license, $this->day( '2027-06-01' ) )->name );
	}

	public function test_a_key_pasted_with_line_breaks_still_verifies(): void {
		$wrapped = chunk_split( $this->issue(), 40, "\n" );

		$this->assertSame( self::EMAIL, $this->verifier()->verify( self::NAME, self::EMAIL, $wrapped, $this->day( '2027-06-01' ) )->email );
	}

	public function test_a_lifetime_key_never_expires(): void {
		$key = $this->verifier()->verify( self::NAME, self::EMAIL, $this->issue( array( 'exp' => null ) ), $this->day( '2099-12-31' ) );

		$this->assertNull( $key->expires );
	}

	public function test_lic_09_another_email_is_refused(): void {
		$error = $this->failure( self::NAME, 'someone@example.com', $this->issue() );

		$this->assertSame( 'eventsmith_license_mismatch', $error->error_code );
		$this->assertSame( 'email', $error->field );
		$this->assertStringContainsString( 'email', $error->getMessage() );
	}

	public function test_lic_09_another_name_is_refused(): void {
		$error = $this->failure( 'John Doe', self::EMAIL, $this->issue() );

		$this->assertSame( 'eventsmith_license_mismatch', $error->error_code );
		$this->assertSame( 'name', $error->field );
		$this->assertStringContainsString( 'name', $error->getMessage() );
	}

	public function test_lic_09_a_tampered_payload_no_longer_matches_its_signature(): void {
		list( , $signature ) = explode( '.', $this->issue() );
		$forged_payload      = self::b64url( $this->payload_json( array( 'email' => 'thief@example.com' ) ) );

		$error = $this->failure( self::NAME, 'thief@example.com', $forged_payload . '.' . $signature );

		$this->assertSame( 'eventsmith_license_invalid', $error->error_code );
		$this->assertSame( 'license_key', $error->field );
		$this->assertSame( 'This license key is not valid.', $error->getMessage() );
	}

	public function test_lic_09_a_later_expiry_cannot_be_written_into_a_key(): void {
		list( , $signature ) = explode( '.', $this->issue() );
		$extended            = self::b64url( $this->payload_json( array( 'exp' => null ) ) ) . '.' . $signature;

		$this->assertSame( 'eventsmith_license_invalid', $this->failure( self::NAME, self::EMAIL, $extended )->error_code );
	}

	public function test_lic_09_a_key_signed_by_another_private_key_is_refused(): void {
		$other_keypair = sodium_crypto_sign_keypair();
		$license       = $this->issue( array(), sodium_crypto_sign_secretkey( $other_keypair ) );

		$error = $this->failure( self::NAME, self::EMAIL, $license );

		$this->assertSame( 'eventsmith_license_invalid', $error->error_code );
		$this->assertSame( 'license_key', $error->field );
	}

	/**
	 * @dataProvider malformed_keys
	 */
	public function test_lic_09_malformed_keys_are_refused( string $license ): void {
		$error = $this->failure( self::NAME, self::EMAIL, $license );

		$this->assertSame( 'eventsmith_license_malformed', $error->error_code );
		$this->assertSame( 'license_key', $error->field );
		$this->assertStringContainsString( 'license key', $error->getMessage() );
	}

	/**
	 * Keys that are not two base64url parts with a 64-byte signature.
	 *
	 * @return array<string, array{string}>
	 */
	public function malformed_keys(): array {
		$payload   = self::b64url( '{"v":1}' );
		$signature = self::b64url( str_repeat( "\x01", 64 ) );
		return array(
			'no dot'                   => array( $payload . $signature ),
			'three parts'              => array( $payload . '.' . $signature . '.' . $signature ),
			'not base64url'            => array( 'eyJ2Ijox*fQ.' . $signature ),
			'standard base64 chars'    => array( $payload . '.' . strtr( $signature, '-_', '+/' ) . '+/' ),
			'empty payload'            => array( '.' . $signature ),
			'short signature'          => array( $payload . '.' . self::b64url( str_repeat( "\x01", 63 ) ) ),
			'impossible base64 length' => array( $payload . 'AAA.' . $signature ),
			'random text'              => array( 'not-a-license-key' ),
		);
	}

	/**
	 * @dataProvider malformed_payloads
	 */
	public function test_lic_09_signed_payloads_of_the_wrong_shape_are_refused( string $payload ): void {
		$license = self::b64url( $payload ) . '.' . self::b64url( sodium_crypto_sign_detached( $payload, sodium_crypto_sign_secretkey( $this->keypair ) ) );

		$this->assertSame( 'eventsmith_license_malformed', $this->failure( self::NAME, self::EMAIL, $license )->error_code );
	}

	/**
	 * Payloads that are signed but not a valid version-1 license.
	 *
	 * @return array<string, array{string}>
	 */
	public function malformed_payloads(): array {
		$fields = array(
			'v'     => 1,
			'name'  => self::NAME,
			'email' => self::EMAIL,
			'plan'  => 'pro',
			'exp'   => '2027-12-31',
			'iat'   => '2026-01-15',
		);
		$cases  = array(
			'bad JSON'     => array( '{"v":1,"name":"Jane Doe",' ),
			'JSON list'    => array( '[1,2,3]' ),
			'JSON string'  => array( '"license"' ),
			'version 2'    => array( json_encode( array( 'v' => 2 ) + $fields ) ),
			'version "1"'  => array( json_encode( array( 'v' => '1' ) + $fields ) ),
			'exp not date' => array( json_encode( array( 'exp' => '31/12/2027' ) + $fields ) ),
			'exp 30 Feb'   => array( json_encode( array( 'exp' => '2027-02-30' ) + $fields ) ),
			'iat null'     => array( json_encode( array( 'iat' => null ) + $fields ) ),
			'blank name'   => array( json_encode( array( 'name' => '  ' ) + $fields ) ),
			'numeric plan' => array( json_encode( array( 'plan' => 3 ) + $fields ) ),
		);
		foreach ( array_keys( $fields ) as $missing ) {
			$without = $fields;
			unset( $without[ $missing ] );
			$cases[ 'missing ' . $missing ] = array( json_encode( $without ) );
		}
		return $cases;
	}

	public function test_the_expiry_day_itself_is_still_valid(): void {
		$on_the_day = new \DateTimeImmutable( '2027-12-31 23:59:59', new \DateTimeZone( 'Pacific/Auckland' ) );

		$this->assertSame( 'pro', $this->verifier()->verify( self::NAME, self::EMAIL, $this->issue(), $on_the_day )->plan );
	}

	public function test_the_day_after_expiry_is_refused_naming_the_date(): void {
		$error = $this->failure( self::NAME, self::EMAIL, $this->issue(), $this->day( '2028-01-01' ) );

		$this->assertSame( 'eventsmith_license_expired', $error->error_code );
		$this->assertSame( 'license_key', $error->field );
		$this->assertStringContainsString( '2027-12-31', $error->getMessage() );
	}

	public function test_lic_04_name_is_required(): void {
		$error = $this->failure( "  \t", self::EMAIL, $this->issue() );

		$this->assertSame( 'name', $error->field );
		$this->assertSame( 'Please input your name!', $error->getMessage() );
	}

	public function test_lic_05_email_is_required_and_must_be_valid(): void {
		foreach ( array( '', 'foo@', 'jane.example.com' ) as $email ) {
			$error = $this->failure( self::NAME, $email, $this->issue() );

			$this->assertSame( 'email', $error->field, $email );
			$this->assertSame( 'Enter Valid Email!', $error->getMessage(), $email );
		}
	}

	public function test_lic_06_license_key_is_required(): void {
		$error = $this->failure( self::NAME, self::EMAIL, " \n " );

		$this->assertSame( 'license_key', $error->field );
		$this->assertSame( 'Please input your license key!', $error->getMessage() );
	}

	public function test_the_public_key_must_be_32_bytes_of_base64(): void {
		$this->expectException( \InvalidArgumentException::class );

		new LicenseVerifier( base64_encode( str_repeat( "\x01", 31 ) ) );
	}

	public function test_the_production_public_key_is_a_usable_ed25519_key(): void {
		$error = $this->failure( self::NAME, self::EMAIL, $this->issue(), null, new LicenseVerifier( PublicKey::PRODUCTION ) );

		$this->assertSame( 'eventsmith_license_invalid', $error->error_code );
	}

	public function test_lic_08_a_key_made_by_the_node_script_verifies_in_php(): void {
		$this->temp_dir = sys_get_temp_dir() . '/eventsmith-license-' . bin2hex( random_bytes( 6 ) );
		$printed_public = trim( $this->node( 'keypair', '--out', $this->temp_dir ) );
		$public_key     = trim( (string) file_get_contents( $this->temp_dir . '/license-public.key' ) );
		$license        = trim( $this->node( 'issue', '--key', $this->temp_dir . '/license-private.key', '--name', ' Jane  Doe ', '--email', 'Jane@Example.com', '--plan', 'agency', '--expires', '2027-12-31' ) );
		$verifier       = new LicenseVerifier( $public_key );

		$key = $verifier->verify( 'jane doe', 'JANE@example.com', $license, $this->day( '2027-12-31' ) );

		$this->assertSame( $printed_public, $public_key );
		$this->assertSame( 'Jane Doe', $key->name );
		$this->assertSame( self::EMAIL, $key->email );
		$this->assertSame( 'agency', $key->plan );
		$this->assertSame( '2027-12-31', $key->expires?->format( 'Y-m-d' ) );
		$this->assertSame( gmdate( 'Y-m-d' ), $key->issued->format( 'Y-m-d' ) );
		$this->assertSame( 'eventsmith_license_expired', $this->failure( self::NAME, self::EMAIL, $license, $this->day( '2028-01-01' ), $verifier )->error_code );
		$this->assertSame( 'eventsmith_license_invalid', $this->failure( self::NAME, self::EMAIL, $license, null, $this->verifier() )->error_code );
	}

	public function test_the_node_script_names_a_missing_argument(): void {
		$result = self::run_node( array( 'issue', '--name', self::NAME ) );

		$this->assertSame( 2, $result['code'] );
		$this->assertStringContainsString( 'Missing --key', $result['stderr'] );
	}

	/**
	 * A verifier holding the test key pair's public key.
	 */
	private function verifier(): LicenseVerifier {
		return new LicenseVerifier( base64_encode( sodium_crypto_sign_publickey( $this->keypair ) ) );
	}

	/**
	 * Compact JSON payload for Jane Doe's pro license, with some fields replaced.
	 *
	 * @param array<string, mixed> $overrides Fields to replace.
	 */
	private function payload_json( array $overrides = array() ): string {
		$fields = array_merge(
			array(
				'v'     => 1,
				'name'  => self::NAME,
				'email' => self::EMAIL,
				'plan'  => 'pro',
				'exp'   => '2027-12-31',
				'iat'   => '2026-01-15',
			),
			$overrides
		);
		return json_encode( $fields, JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE | JSON_THROW_ON_ERROR );
	}

	/**
	 * Signs a payload the way bin/license-key.mjs does.
	 *
	 * @param array<string, mixed> $overrides  Payload fields to replace.
	 * @param string|null          $secret_key Signing key; the test key pair's by default.
	 */
	private function issue( array $overrides = array(), ?string $secret_key = null ): string {
		$payload = $this->payload_json( $overrides );
		$secret  = $secret_key ?? sodium_crypto_sign_secretkey( $this->keypair );
		return self::b64url( $payload ) . '.' . self::b64url( sodium_crypto_sign_detached( $payload, $secret ) );
	}

	/**
	 * The DomainError a verification throws (fails the test when none is thrown).
	 *
	 * @param string                  $name     Name typed.
	 * @param string                  $email    Email typed.
	 * @param string                  $license  Key pasted.
	 * @param \DateTimeImmutable|null $today    Day of activation; mid-2027 by default.
	 * @param LicenseVerifier|null    $verifier Verifier; the test key pair's by default.
	 */
	private function failure( string $name, string $email, string $license, ?\DateTimeImmutable $today = null, ?LicenseVerifier $verifier = null ): DomainError {
		try {
			( $verifier ?? $this->verifier() )->verify( $name, $email, $license, $today ?? $this->day( '2027-06-01' ) );
		} catch ( DomainError $error ) {
			$this->assertSame( DomainError::INVALID, $error->kind );
			return $error;
		}
		$this->fail( 'Expected the license key to be refused.' );
	}

	/**
	 * Noon UTC on a day.
	 *
	 * @param string $day YYYY-MM-DD.
	 */
	private function day( string $day ): \DateTimeImmutable {
		return new \DateTimeImmutable( $day . ' 12:00:00', new \DateTimeZone( 'UTC' ) );
	}

	/**
	 * Runs bin/license-key.mjs and returns its standard output, failing the test on a non-zero exit.
	 *
	 * @param string ...$args Command-line arguments.
	 */
	private function node( string ...$args ): string {
		$result = self::run_node( $args );
		$this->assertSame( 0, $result['code'], $result['stderr'] );
		return $result['stdout'];
	}

	/**
	 * Runs bin/license-key.mjs with node from PATH.
	 *
	 * @param string[] $args Command-line arguments.
	 * @return array{code:int, stdout:string, stderr:string}
	 */
	private static function run_node( array $args ): array {
		$script  = dirname( __DIR__, 5 ) . '/bin/license-key.mjs';
		$process = proc_open( array_merge( array( 'node', $script ), $args ), array( 1 => array( 'pipe', 'w' ), 2 => array( 'pipe', 'w' ) ), $pipes );
		if ( ! is_resource( $process ) ) {
			throw new \RuntimeException( 'Could not start node.' );
		}
		$stdout = (string) stream_get_contents( $pipes[1] );
		$stderr = (string) stream_get_contents( $pipes[2] );
		fclose( $pipes[1] );
		fclose( $pipes[2] );
		return array(
			'code'   => proc_close( $process ),
			'stdout' => $stdout,
			'stderr' => $stderr,
		);
	}

	/**
	 * Unpadded base64url.
	 *
	 * @param string $bytes Raw bytes.
	 */
	private static function b64url( string $bytes ): string {
		return rtrim( strtr( base64_encode( $bytes ), '+/', '-_' ), '=' );
	}
}
