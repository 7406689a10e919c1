<?php
/**
 * Tests of speaker profile validation (checklist ADM-API-12).
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Tests\Unit\Domain\Speaker;

use Eventsmith\Domain\DomainError;
use Eventsmith\Domain\Speaker\SpeakerProfile;
use PHPUnit\Framework\TestCase;

final class SpeakerProfileTest extends TestCase {

	public function test_reads_a_full_profile(): void {
		$profile = SpeakerProfile::from_array(
			array(
				'name'        => ' Ada Lovelace ',
				'email'       => 'ada@example.org',
				'designation' => 'Analyst',
				'company'     => 'Engines Ltd',
				'bio'         => '<p>First programmer.</p>',
				'photo'       => 12,
				'social'      => array(
					array(
						'network' => 'mastodon',
						'url'     => 'https://example.social/@ada',
					),
				),
				'category'    => array( 'organizer', 'speaker' ),
			)
		);

		$this->assertSame( 'Ada Lovelace', $profile->name );
		$this->assertSame( 'ada@example.org', $profile->email );
		$this->assertSame( 'Analyst', $profile->designation );
		$this->assertSame( 'Engines Ltd', $profile->company );
		$this->assertSame( 12, $profile->photo );
		$this->assertSame( 'https://example.social/@ada', $profile->social[0]['url'] );
		$this->assertSame( array( 'speaker', 'organizer' ), $profile->roles );
	}

	public function test_a_profile_with_only_a_name_is_a_speaker(): void {
		$profile = SpeakerProfile::from_array( array( 'name' => 'Grace' ) );

		$this->assertSame( array( 'speaker' ), $profile->roles );
		$this->assertSame( '', $profile->email );
		$this->assertSame( 0, $profile->photo );
		$this->assertSame( array(), $profile->social );
	}

	/**
	 * @dataProvider invalid_profiles
	 *
	 * @param array<string, mixed> $data  Input.
	 * @param string               $field Field the error must name.
	 */
	public function test_invalid_input_names_the_field( array $data, string $field ): void {
		try {
			SpeakerProfile::from_array( $data + array( 'name' => 'Grace' ) );
			$this->fail( "Invalid {$field} was accepted." );
		} catch ( DomainError $error ) {
			$this->assertSame( $field, $error->field );
			$this->assertSame( DomainError::INVALID, $error->kind );
		}
	}

	/**
	 * @return array<string, array{0: array<string, mixed>, 1: string}>
	 */
	public static function invalid_profiles(): array {
		return array(
			'blank name'           => array( array( 'name' => '   ' ), 'name' ),
			'bad email'            => array( array( 'email' => 'not-an-address' ), 'email' ),
			'negative photo'       => array( array( 'photo' => -1 ), 'photo' ),
			'unknown role'         => array( array( 'category' => array( 'host' ) ), 'category' ),
			'no role at all'       => array( array( 'category' => array() ), 'category' ),
			'social not a list'    => array( array( 'social' => 'x' ), 'social' ),
			'social no network'    => array( array( 'social' => array( array( 'url' => 'https://a.example' ) ) ), 'social[0].network' ),
			'social not a web url' => array(
				array(
					'social' => array(
						array(
							'network' => 'x',
							'url'     => 'https://x.example',
						),
						array(
							'network' => 'y',
							'url'     => 'javascript:alert(1)',
						),
					),
				),
				'social[1].url',
			),
		);
	}
}
