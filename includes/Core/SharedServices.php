<?php
/**
 * The services more than one area uses, each built once.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

namespace Eventsmith\Core;

use Eventsmith\Blocks\BlockRegistry;
use Eventsmith\Blocks\Event\EventPages;
use Eventsmith\Blocks\Event\RegistrationViews;
use Eventsmith\Blocks\People\PeopleCards;
use Eventsmith\Blocks\Speaker\SpeakerPages;
use Eventsmith\Blocks\Speaker\SpeakerUpcomingEvents;
use Eventsmith\Infrastructure\Access\AccessPolicy;
use Eventsmith\Infrastructure\Events\EventIndex;
use Eventsmith\Infrastructure\Events\EventIndexer;
use Eventsmith\Infrastructure\Events\EventReader;
use Eventsmith\Infrastructure\Events\EventInputValidator;
use Eventsmith\Infrastructure\Events\EventRepository;
use Eventsmith\Infrastructure\Events\EventWriter;
use Eventsmith\Infrastructure\Events\OccurrenceCopy;
use Eventsmith\Infrastructure\Events\OccurrenceSync;
use Eventsmith\Infrastructure\Events\PublishedEventFinder;
use Eventsmith\Infrastructure\Mail\MailTexts;
use Eventsmith\Infrastructure\Calendar\CalendarEntries;
use Eventsmith\Infrastructure\Mail\EmailTemplate;
use Eventsmith\Infrastructure\Mail\MailComposer;
use Eventsmith\Infrastructure\Mail\MailOutbox;
use Eventsmith\Infrastructure\Mail\PluginMailer;
use Eventsmith\Infrastructure\Mail\Queue\MailQueue;
use Eventsmith\Infrastructure\Mail\Queue\QueueCron;
use Eventsmith\Infrastructure\Mail\Queue\QueueWorker;
use Eventsmith\Infrastructure\Mail\VisitorMailCaps;
use Eventsmith\Infrastructure\Payment\PaymentGateways;
use Eventsmith\Infrastructure\Registration\RegistrationGate;
use Eventsmith\Infrastructure\Registration\RegistrationService;
use Eventsmith\Infrastructure\Registration\RegistrationSnapshots;
use Eventsmith\Infrastructure\Schedules\ScheduleRepository;
use Eventsmith\Infrastructure\Settings\SettingsRepository;
use Eventsmith\Infrastructure\Speakers\SpeakerRepository;
use Eventsmith\Infrastructure\Templates\ElementorSupport;
use Eventsmith\Infrastructure\Templates\Library\TemplateLibrary;
use Eventsmith\Infrastructure\Templates\Rendering\ContextReader;
use Eventsmith\Infrastructure\Templates\Rendering\TemplateRenderer;
use Eventsmith\Infrastructure\Templates\TemplateRepository;
use Eventsmith\Infrastructure\Tickets\AttendeeRepository;
use Eventsmith\Infrastructure\Tickets\BookingService;
use Eventsmith\Infrastructure\Tickets\CapacityLedger;
use Eventsmith\Infrastructure\Tickets\CheckinService;
use Eventsmith\Infrastructure\Tickets\RsvpConfirmationMailer;
use Eventsmith\Infrastructure\Tickets\RsvpRateLimit;
use Eventsmith\Infrastructure\Tickets\RsvpService;
use Eventsmith\Infrastructure\Tickets\TicketMailer;
use Eventsmith\Infrastructure\Tickets\TicketTypeRepository;

defined( 'ABSPATH' ) || exit;

/**
 * The shared kernel the areas are built from: settings, access, mail, the
 * event index and reader, the capacity ledger, the registration snapshots, people,
 * templates, tickets, and what the visitor-side views share (the block
 * registry areas serve their blocks through, event pages, people cards, the
 * registration views). Plain constructor injection; nothing here registers a hook.
 */
final class SharedServices {

	public readonly Assets $assets;
	public readonly SettingsRepository $settings;
	public readonly AccessPolicy $access;
	public readonly PluginMailer $mailer;
	public readonly MailComposer $mail_composer;
	public readonly MailOutbox $outbox;
	public readonly MailTexts $mail_texts;
	public readonly EventIndex $event_index;
	public readonly CapacityLedger $capacity;
	public readonly EventReader $event_reader;
	public readonly EventIndexer $event_indexer;
	public readonly EventRepository $events;
	public readonly SpeakerRepository $speakers;
	public readonly ScheduleRepository $schedules;
	public readonly AttendeeRepository $attendees;
	public readonly TemplateRepository $templates;
	public readonly TemplateLibrary $library;
	public readonly ContextReader $contexts;
	public readonly TemplateRenderer $renderer;
	public readonly ElementorSupport $elementor;
	public readonly CheckinService $checkins;
	public readonly BookingService $bookings;
	public readonly CalendarEntries $calendar_entries;
	public readonly PaymentGateways $payment_gateways;
	public readonly TicketMailer $ticket_mailer;
	public readonly RsvpConfirmationMailer $rsvp_mailer;
	public readonly RsvpService $rsvps;
	public readonly RsvpRateLimit $rsvp_limit;
	public readonly RegistrationSnapshots $registration;
	public readonly RegistrationService $registrar;
	public readonly TicketTypeRepository $ticket_types;
	public readonly BlockRegistry $blocks;
	public readonly EventPages $event_pages;
	public readonly PeopleCards $people;
	public readonly SpeakerPages $speaker_pages;
	public readonly PublishedEventFinder $published_events;
	public readonly RegistrationViews $registration_views;
	public readonly MailQueue $mail_queue;
	public readonly QueueWorker $queue_worker;
	public readonly QueueCron $queue_cron;

	/**
	 * Builds the shared services.
	 *
	 * @param string $build_dir Folder of the built scripts and styles.
	 * @param string $build_url Its URL.
	 */
	public function __construct( string $build_dir, string $build_url ) {
		$this->assets        = new Assets( $build_dir, $build_url );
		$this->settings      = new SettingsRepository();
		$this->access        = new AccessPolicy();
		$this->event_index   = new EventIndex();
		$this->capacity      = new CapacityLedger();
		$this->event_reader  = new EventReader( $this->capacity );
		$this->calendar_entries = new CalendarEntries( $this->event_reader );
		$this->mail_composer    = new MailComposer( new EmailTemplate( dirname( __DIR__, 2 ) . '/templates/emails/message.php' ), $this->event_reader, $this->calendar_entries );
		$this->mailer        = new PluginMailer( $this->settings, $this->mail_composer );
		$this->mail_queue    = new MailQueue();
		$mail_caps           = new VisitorMailCaps( $this->settings );
		$this->queue_worker  = new QueueWorker( $this->mail_queue, $this->mailer, $mail_caps );
		$this->queue_cron    = new QueueCron( $this->queue_worker, $this->mail_queue );
		$this->outbox        = new MailOutbox( $this->mail_queue, $this->queue_worker, $this->queue_cron, $this->mailer, $mail_caps );
		$this->mail_texts    = new MailTexts( $this->settings, $this->event_reader );
		$this->event_indexer = new EventIndexer( $this->event_index, $this->event_reader );
		$this->events        = new EventRepository( $this->event_reader, $this->event_index, new EventInputValidator(), new EventWriter( $this->event_indexer, new OccurrenceSync( new OccurrenceCopy( $this->event_indexer ) ) ) );
		$this->speakers      = new SpeakerRepository();
		$this->schedules     = new ScheduleRepository( $this->speakers );
		$this->registrar     = new RegistrationService( $this->capacity );
		$this->attendees     = new AttendeeRepository();
		$this->templates     = new TemplateRepository();
		$this->library       = new TemplateLibrary();
		$this->contexts      = new ContextReader( $this->event_reader );
		$this->renderer      = new TemplateRenderer();
		$this->elementor     = new ElementorSupport();
		$this->checkins      = new CheckinService( $this->attendees );
		$this->ticket_types  = new TicketTypeRepository( $this->capacity );
		$this->registration  = new RegistrationSnapshots( $this->event_reader, $this->ticket_types, $this->capacity, new RegistrationGate( $this->event_reader, $this->capacity, $this->settings ) );
		$this->payment_gateways = new PaymentGateways( $this->settings );
		$this->bookings      = new BookingService( $this->event_reader, $this->capacity, $this->attendees, $this->mailer, $this->registrar );
		$this->ticket_mailer = new TicketMailer( $this->outbox, $this->mail_texts );
		$this->rsvp_mailer   = new RsvpConfirmationMailer( $this->outbox, $this->mail_texts );
		$this->rsvps         = new RsvpService( $this->capacity, $this->attendees, $this->registration, $this->rsvp_mailer, $this->registrar );
		$this->rsvp_limit    = new RsvpRateLimit();
		$this->blocks        = new BlockRegistry( $build_dir . '/blocks' );
		$this->event_pages   = new EventPages( $this->event_reader, $this->event_index );
		$this->people        = new PeopleCards( $this->speakers );
		$this->speaker_pages = new SpeakerPages( $this->speakers, new SpeakerUpcomingEvents( $this->event_index, $this->event_pages ) );

		$this->published_events   = new PublishedEventFinder();
		$this->registration_views = new RegistrationViews( $this->event_reader, $this->registration, $this->attendees, $this->settings, $this->payment_gateways );
	}
}
