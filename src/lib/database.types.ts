export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[];

export type Database = {
  public: {
    Tables: {
      account_decisions: {
        Row: {
          decided_at: string;
          decided_by: string | null;
          from_status: Database['public']['Enums']['verification_status'];
          id: string;
          previous_rejected_at: string | null;
          previous_verified_at: string | null;
          reason_code: string | null;
          reason_note: string | null;
          to_status: Database['public']['Enums']['verification_status'];
          undo_until: string;
          undone_at: string | null;
          undone_by: string | null;
          user_id: string;
        };
        ComputedFields: never;
        Insert: {
          decided_at?: string;
          decided_by?: string | null;
          from_status: Database['public']['Enums']['verification_status'];
          id?: string;
          previous_rejected_at?: string | null;
          previous_verified_at?: string | null;
          reason_code?: string | null;
          reason_note?: string | null;
          to_status: Database['public']['Enums']['verification_status'];
          undo_until: string;
          undone_at?: string | null;
          undone_by?: string | null;
          user_id: string;
        };
        Update: {
          decided_at?: string;
          decided_by?: string | null;
          from_status?: Database['public']['Enums']['verification_status'];
          id?: string;
          previous_rejected_at?: string | null;
          previous_verified_at?: string | null;
          reason_code?: string | null;
          reason_note?: string | null;
          to_status?: Database['public']['Enums']['verification_status'];
          undo_until?: string;
          undone_at?: string | null;
          undone_by?: string | null;
          user_id?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'account_decisions_decided_by_fkey';
            columns: ['decided_by'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'account_decisions_undone_by_fkey';
            columns: ['undone_by'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'account_decisions_user_id_fkey';
            columns: ['user_id'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
        ];
      };
      account_notes: {
        Row: {
          author_id: string | null;
          body: string;
          created_at: string;
          id: string;
          user_id: string;
        };
        ComputedFields: never;
        Insert: {
          author_id?: string | null;
          body: string;
          created_at?: string;
          id?: string;
          user_id: string;
        };
        Update: {
          author_id?: string | null;
          body?: string;
          created_at?: string;
          id?: string;
          user_id?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'account_notes_author_id_fkey';
            columns: ['author_id'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'account_notes_user_id_fkey';
            columns: ['user_id'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
        ];
      };
      account_rejection_proposals: {
        Row: {
          closed_at: string | null;
          closed_by: string | null;
          id: string;
          proposed_at: string;
          proposed_by: string | null;
          reason_code: string;
          reason_note: string | null;
          status: string;
          user_id: string;
        };
        ComputedFields: never;
        Insert: {
          closed_at?: string | null;
          closed_by?: string | null;
          id?: string;
          proposed_at?: string;
          proposed_by?: string | null;
          reason_code: string;
          reason_note?: string | null;
          status?: string;
          user_id: string;
        };
        Update: {
          closed_at?: string | null;
          closed_by?: string | null;
          id?: string;
          proposed_at?: string;
          proposed_by?: string | null;
          reason_code?: string;
          reason_note?: string | null;
          status?: string;
          user_id?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'account_rejection_proposals_closed_by_fkey';
            columns: ['closed_by'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'account_rejection_proposals_proposed_by_fkey';
            columns: ['proposed_by'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'account_rejection_proposals_user_id_fkey';
            columns: ['user_id'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
        ];
      };
      admin_role_changes: {
        Row: {
          changed_by: string | null;
          created_at: string;
          granted: boolean;
          id: string;
          user_id: string;
          via: string;
        };
        ComputedFields: never;
        Insert: {
          changed_by?: string | null;
          created_at?: string;
          granted: boolean;
          id?: string;
          user_id: string;
          via: string;
        };
        Update: {
          changed_by?: string | null;
          created_at?: string;
          granted?: boolean;
          id?: string;
          user_id?: string;
          via?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'admin_role_changes_changed_by_fkey';
            columns: ['changed_by'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'admin_role_changes_user_id_fkey';
            columns: ['user_id'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
        ];
      };
      audit_events: {
        Row: {
          actor_id: string | null;
          detail: NonNullable<Json>;
          event_type: string;
          id: number;
          listing_id: string | null;
          occurred_at: string;
          read_day: string | null;
          subject_user_id: string | null;
        };
        ComputedFields: never;
        Insert: {
          actor_id?: string | null;
          detail?: NonNullable<Json>;
          event_type: string;
          id?: never;
          listing_id?: string | null;
          occurred_at?: string;
          read_day?: string | null;
          subject_user_id?: string | null;
        };
        Update: {
          actor_id?: string | null;
          detail?: NonNullable<Json>;
          event_type?: string;
          id?: never;
          listing_id?: string | null;
          occurred_at?: string;
          read_day?: string | null;
          subject_user_id?: string | null;
        };
        Relationships: [];
      };
      billing_info: {
        Row: {
          city: string | null;
          company_email: string | null;
          company_name: string | null;
          country: string | null;
          created_at: string;
          kind: Database['public']['Enums']['billing_kind'];
          phone_number: string | null;
          postal_code: string | null;
          responsible_person: string | null;
          small_business: boolean;
          street_address: string | null;
          tax_number: string | null;
          uid_number: string | null;
          updated_at: string;
          user_id: string;
        };
        ComputedFields: never;
        Insert: {
          city?: string | null;
          company_email?: string | null;
          company_name?: string | null;
          country?: string | null;
          created_at?: string;
          kind?: Database['public']['Enums']['billing_kind'];
          phone_number?: string | null;
          postal_code?: string | null;
          responsible_person?: string | null;
          small_business?: boolean;
          street_address?: string | null;
          tax_number?: string | null;
          uid_number?: string | null;
          updated_at?: string;
          user_id: string;
        };
        Update: {
          city?: string | null;
          company_email?: string | null;
          company_name?: string | null;
          country?: string | null;
          created_at?: string;
          kind?: Database['public']['Enums']['billing_kind'];
          phone_number?: string | null;
          postal_code?: string | null;
          responsible_person?: string | null;
          small_business?: boolean;
          street_address?: string | null;
          tax_number?: string | null;
          uid_number?: string | null;
          updated_at?: string;
          user_id?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'billing_info_user_id_fkey';
            columns: ['user_id'];
            isOneToOne: true;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
        ];
      };
      buying_capacity: {
        Row: {
          band: Database['public']['Enums']['capacity_band'];
          expires_at: string;
          proof_id: string | null;
          user_id: string;
          verified_at: string;
          verified_by: string | null;
        };
        ComputedFields: never;
        Insert: {
          band: Database['public']['Enums']['capacity_band'];
          expires_at: string;
          proof_id?: string | null;
          user_id: string;
          verified_at?: string;
          verified_by?: string | null;
        };
        Update: {
          band?: Database['public']['Enums']['capacity_band'];
          expires_at?: string;
          proof_id?: string | null;
          user_id?: string;
          verified_at?: string;
          verified_by?: string | null;
        };
        Relationships: [
          {
            foreignKeyName: 'buying_capacity_proof_id_fkey';
            columns: ['proof_id'];
            isOneToOne: false;
            referencedRelation: 'capacity_proofs';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'buying_capacity_user_id_fkey';
            columns: ['user_id'];
            isOneToOne: true;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'buying_capacity_verified_by_fkey';
            columns: ['verified_by'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
        ];
      };
      capacity_proofs: {
        Row: {
          band: Database['public']['Enums']['capacity_band'] | null;
          content_type: string;
          decided_at: string | null;
          decided_by: string | null;
          file_name: string;
          id: string;
          note: string | null;
          object_name: string;
          size_bytes: number;
          status: Database['public']['Enums']['capacity_proof_status'];
          submitted_at: string;
          user_id: string;
        };
        ComputedFields: never;
        Insert: {
          band?: Database['public']['Enums']['capacity_band'] | null;
          content_type: string;
          decided_at?: string | null;
          decided_by?: string | null;
          file_name: string;
          id?: string;
          note?: string | null;
          object_name: string;
          size_bytes: number;
          status?: Database['public']['Enums']['capacity_proof_status'];
          submitted_at?: string;
          user_id: string;
        };
        Update: {
          band?: Database['public']['Enums']['capacity_band'] | null;
          content_type?: string;
          decided_at?: string | null;
          decided_by?: string | null;
          file_name?: string;
          id?: string;
          note?: string | null;
          object_name?: string;
          size_bytes?: number;
          status?: Database['public']['Enums']['capacity_proof_status'];
          submitted_at?: string;
          user_id?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'capacity_proofs_decided_by_fkey';
            columns: ['decided_by'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'capacity_proofs_user_id_fkey';
            columns: ['user_id'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
        ];
      };
      closing_checklists: {
        Row: {
          buyer_id: string;
          closed_at: string | null;
          closed_by: string | null;
          deal_id: string;
          listing_id: string;
          offer_id: string;
          started_at: string;
          started_by: string;
          structure: Database['public']['Enums']['offer_structure'];
        };
        ComputedFields: never;
        Insert: {
          buyer_id: string;
          closed_at?: string | null;
          closed_by?: string | null;
          deal_id: string;
          listing_id: string;
          offer_id: string;
          started_at?: string;
          started_by: string;
          structure: Database['public']['Enums']['offer_structure'];
        };
        Update: {
          buyer_id?: string;
          closed_at?: string | null;
          closed_by?: string | null;
          deal_id?: string;
          listing_id?: string;
          offer_id?: string;
          started_at?: string;
          started_by?: string;
          structure?: Database['public']['Enums']['offer_structure'];
        };
        Relationships: [
          {
            foreignKeyName: 'closing_checklists_buyer_id_fkey';
            columns: ['buyer_id'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'closing_checklists_closed_by_fkey';
            columns: ['closed_by'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'closing_checklists_deal_id_fkey';
            columns: ['deal_id'];
            isOneToOne: true;
            referencedRelation: 'deals';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'closing_checklists_listing_id_fkey';
            columns: ['listing_id'];
            isOneToOne: false;
            referencedRelation: 'listings';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'closing_checklists_offer_id_fkey';
            columns: ['offer_id'];
            isOneToOne: false;
            referencedRelation: 'deal_offers';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'closing_checklists_started_by_fkey';
            columns: ['started_by'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
        ];
      };
      closing_item_documents: {
        Row: {
          created_at: string;
          deal_id: string;
          document_id: string;
          item_id: string;
          linked_by: string;
          listing_id: string;
          version_no: number;
        };
        ComputedFields: never;
        Insert: {
          created_at?: string;
          deal_id: string;
          document_id: string;
          item_id: string;
          linked_by: string;
          listing_id: string;
          version_no: number;
        };
        Update: {
          created_at?: string;
          deal_id?: string;
          document_id?: string;
          item_id?: string;
          linked_by?: string;
          listing_id?: string;
          version_no?: number;
        };
        Relationships: [
          {
            foreignKeyName: 'closing_item_documents_deal_id_fkey';
            columns: ['deal_id'];
            isOneToOne: false;
            referencedRelation: 'closing_checklists';
            referencedColumns: ['deal_id'];
          },
          {
            foreignKeyName: 'closing_item_documents_document_id_fkey';
            columns: ['document_id'];
            isOneToOne: false;
            referencedRelation: 'data_room_documents';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'closing_item_documents_item_id_fkey';
            columns: ['item_id'];
            isOneToOne: false;
            referencedRelation: 'closing_items';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'closing_item_documents_linked_by_fkey';
            columns: ['linked_by'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'closing_item_documents_listing_id_fkey';
            columns: ['listing_id'];
            isOneToOne: false;
            referencedRelation: 'listings';
            referencedColumns: ['id'];
          },
        ];
      };
      closing_items: {
        Row: {
          created_at: string;
          created_by: string;
          deal_id: string;
          decided_at: string | null;
          decided_by: string | null;
          due_on: string | null;
          id: string;
          notary_name: string | null;
          overdue_notified_at: string | null;
          owner_side: Database['public']['Enums']['deal_side'];
          position: number;
          reminded_at: string | null;
          required: boolean;
          status: Database['public']['Enums']['closing_item_status'];
          title: string | null;
          title_key: string | null;
          waive_reason: string | null;
        };
        ComputedFields: never;
        Insert: {
          created_at?: string;
          created_by: string;
          deal_id: string;
          decided_at?: string | null;
          decided_by?: string | null;
          due_on?: string | null;
          id?: string;
          notary_name?: string | null;
          overdue_notified_at?: string | null;
          owner_side: Database['public']['Enums']['deal_side'];
          position: number;
          reminded_at?: string | null;
          required?: boolean;
          status?: Database['public']['Enums']['closing_item_status'];
          title?: string | null;
          title_key?: string | null;
          waive_reason?: string | null;
        };
        Update: {
          created_at?: string;
          created_by?: string;
          deal_id?: string;
          decided_at?: string | null;
          decided_by?: string | null;
          due_on?: string | null;
          id?: string;
          notary_name?: string | null;
          overdue_notified_at?: string | null;
          owner_side?: Database['public']['Enums']['deal_side'];
          position?: number;
          reminded_at?: string | null;
          required?: boolean;
          status?: Database['public']['Enums']['closing_item_status'];
          title?: string | null;
          title_key?: string | null;
          waive_reason?: string | null;
        };
        Relationships: [
          {
            foreignKeyName: 'closing_items_created_by_fkey';
            columns: ['created_by'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'closing_items_deal_id_fkey';
            columns: ['deal_id'];
            isOneToOne: false;
            referencedRelation: 'closing_checklists';
            referencedColumns: ['deal_id'];
          },
          {
            foreignKeyName: 'closing_items_decided_by_fkey';
            columns: ['decided_by'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
        ];
      };
      credit_notes: {
        Row: {
          city: string | null;
          company_email: string | null;
          company_name: string | null;
          country: string | null;
          deal_id: string | null;
          gross_cents: number;
          id: string;
          issued_at: string;
          issuer: NonNullable<Json>;
          language: Database['public']['Enums']['app_language'];
          listing_id: string | null;
          listing_title: string;
          net_cents: number;
          number: string;
          pdf_path: string | null;
          pdf_sha256: string | null;
          postal_code: string | null;
          responsible_person: string | null;
          scout_id: string;
          scout_kind: Database['public']['Enums']['billing_kind'];
          sequence_number: number;
          service_date: string;
          street_address: string | null;
          tax_number: string | null;
          uid_number: string | null;
          vat_cents: number;
          vat_rate_percent: number;
          vat_treatment: Database['public']['Enums']['credit_note_vat'];
          year: number;
        };
        ComputedFields: never;
        Insert: {
          city?: string | null;
          company_email?: string | null;
          company_name?: string | null;
          country?: string | null;
          deal_id?: string | null;
          gross_cents: number;
          id?: string;
          issued_at?: string;
          issuer?: NonNullable<Json>;
          language?: Database['public']['Enums']['app_language'];
          listing_id?: string | null;
          listing_title: string;
          net_cents: number;
          number: string;
          pdf_path?: string | null;
          pdf_sha256?: string | null;
          postal_code?: string | null;
          responsible_person?: string | null;
          scout_id: string;
          scout_kind?: Database['public']['Enums']['billing_kind'];
          sequence_number: number;
          service_date: string;
          street_address?: string | null;
          tax_number?: string | null;
          uid_number?: string | null;
          vat_cents: number;
          vat_rate_percent: number;
          vat_treatment: Database['public']['Enums']['credit_note_vat'];
          year: number;
        };
        Update: {
          city?: string | null;
          company_email?: string | null;
          company_name?: string | null;
          country?: string | null;
          deal_id?: string | null;
          gross_cents?: number;
          id?: string;
          issued_at?: string;
          issuer?: NonNullable<Json>;
          language?: Database['public']['Enums']['app_language'];
          listing_id?: string | null;
          listing_title?: string;
          net_cents?: number;
          number?: string;
          pdf_path?: string | null;
          pdf_sha256?: string | null;
          postal_code?: string | null;
          responsible_person?: string | null;
          scout_id?: string;
          scout_kind?: Database['public']['Enums']['billing_kind'];
          sequence_number?: number;
          service_date?: string;
          street_address?: string | null;
          tax_number?: string | null;
          uid_number?: string | null;
          vat_cents?: number;
          vat_rate_percent?: number;
          vat_treatment?: Database['public']['Enums']['credit_note_vat'];
          year?: number;
        };
        Relationships: [
          {
            foreignKeyName: 'credit_notes_deal_id_fkey';
            columns: ['deal_id'];
            isOneToOne: true;
            referencedRelation: 'won_deal_confirmations';
            referencedColumns: ['deal_id'];
          },
          {
            foreignKeyName: 'credit_notes_scout_id_fkey';
            columns: ['scout_id'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
        ];
      };
      data_room_documents: {
        Row: {
          created_at: string;
          current_version_id: string | null;
          folder_id: string | null;
          id: string;
          listing_id: string;
          name: string;
          tier: Database['public']['Enums']['data_room_tier'];
          updated_at: string;
        };
        ComputedFields: never;
        Insert: {
          created_at?: string;
          current_version_id?: string | null;
          folder_id?: string | null;
          id?: string;
          listing_id: string;
          name: string;
          tier: Database['public']['Enums']['data_room_tier'];
          updated_at?: string;
        };
        Update: {
          created_at?: string;
          current_version_id?: string | null;
          folder_id?: string | null;
          id?: string;
          listing_id?: string;
          name?: string;
          tier?: Database['public']['Enums']['data_room_tier'];
          updated_at?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'data_room_documents_current_version_fk';
            columns: ['current_version_id'];
            isOneToOne: false;
            referencedRelation: 'data_room_versions';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'data_room_documents_folder_fk';
            columns: ['folder_id', 'listing_id'];
            isOneToOne: false;
            referencedRelation: 'data_room_folders';
            referencedColumns: ['id', 'listing_id'];
          },
          {
            foreignKeyName: 'data_room_documents_listing_id_fkey';
            columns: ['listing_id'];
            isOneToOne: false;
            referencedRelation: 'listings';
            referencedColumns: ['id'];
          },
        ];
      };
      data_room_file_types: {
        Row: {
          extensions: string[];
          mime_type: string;
        };
        ComputedFields: never;
        Insert: {
          extensions: string[];
          mime_type: string;
        };
        Update: {
          extensions?: string[];
          mime_type?: string;
        };
        Relationships: [];
      };
      data_room_folders: {
        Row: {
          created_at: string;
          id: string;
          listing_id: string;
          name: string;
        };
        ComputedFields: never;
        Insert: {
          created_at?: string;
          id?: string;
          listing_id: string;
          name: string;
        };
        Update: {
          created_at?: string;
          id?: string;
          listing_id?: string;
          name?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'data_room_folders_listing_id_fkey';
            columns: ['listing_id'];
            isOneToOne: false;
            referencedRelation: 'listings';
            referencedColumns: ['id'];
          },
        ];
      };
      data_room_reads: {
        Row: {
          delivery: string;
          document_id: string;
          id: number;
          listing_id: string;
          read_at: string;
          reader_id: string;
          version_id: string;
        };
        ComputedFields: never;
        Insert: {
          delivery: string;
          document_id: string;
          id?: never;
          listing_id: string;
          read_at?: string;
          reader_id: string;
          version_id: string;
        };
        Update: {
          delivery?: string;
          document_id?: string;
          id?: never;
          listing_id?: string;
          read_at?: string;
          reader_id?: string;
          version_id?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'data_room_reads_document_id_fkey';
            columns: ['document_id'];
            isOneToOne: false;
            referencedRelation: 'data_room_documents';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'data_room_reads_listing_id_fkey';
            columns: ['listing_id'];
            isOneToOne: false;
            referencedRelation: 'listings';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'data_room_reads_reader_id_fkey';
            columns: ['reader_id'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'data_room_reads_version_id_fkey';
            columns: ['version_id'];
            isOneToOne: false;
            referencedRelation: 'data_room_versions';
            referencedColumns: ['id'];
          },
        ];
      };
      data_room_versions: {
        Row: {
          completed_at: string | null;
          created_at: string;
          document_id: string;
          file_name: string;
          id: string;
          listing_id: string;
          mime_type: string;
          object_name: string | null;
          size_bytes: number;
          status: string;
          uploaded_by: string;
          version_no: number;
        };
        ComputedFields: never;
        Insert: {
          completed_at?: string | null;
          created_at?: string;
          document_id: string;
          file_name: string;
          id?: string;
          listing_id: string;
          mime_type: string;
          object_name?: never;
          size_bytes: number;
          status?: string;
          uploaded_by: string;
          version_no: number;
        };
        Update: {
          completed_at?: string | null;
          created_at?: string;
          document_id?: string;
          file_name?: string;
          id?: string;
          listing_id?: string;
          mime_type?: string;
          object_name?: never;
          size_bytes?: number;
          status?: string;
          uploaded_by?: string;
          version_no?: number;
        };
        Relationships: [
          {
            foreignKeyName: 'data_room_versions_document_id_fkey';
            columns: ['document_id'];
            isOneToOne: false;
            referencedRelation: 'data_room_documents';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'data_room_versions_listing_id_fkey';
            columns: ['listing_id'];
            isOneToOne: false;
            referencedRelation: 'listings';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'data_room_versions_mime_type_fkey';
            columns: ['mime_type'];
            isOneToOne: false;
            referencedRelation: 'data_room_file_types';
            referencedColumns: ['mime_type'];
          },
          {
            foreignKeyName: 'data_room_versions_uploaded_by_fkey';
            columns: ['uploaded_by'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
        ];
      };
      deal_archives: {
        Row: {
          closed_as: Database['public']['Enums']['deal_stage'];
          closed_at: string;
          deal_id: string;
          notice_sent_at: string | null;
          purged_at: string | null;
        };
        ComputedFields: never;
        Insert: {
          closed_as: Database['public']['Enums']['deal_stage'];
          closed_at: string;
          deal_id: string;
          notice_sent_at?: string | null;
          purged_at?: string | null;
        };
        Update: {
          closed_as?: Database['public']['Enums']['deal_stage'];
          closed_at?: string;
          deal_id?: string;
          notice_sent_at?: string | null;
          purged_at?: string | null;
        };
        Relationships: [
          {
            foreignKeyName: 'deal_archives_deal_id_fkey';
            columns: ['deal_id'];
            isOneToOne: true;
            referencedRelation: 'deals';
            referencedColumns: ['id'];
          },
        ];
      };
      deal_events: {
        Row: {
          actor_id: string | null;
          deal_id: string;
          from_stage: Database['public']['Enums']['deal_stage'] | null;
          id: number;
          occurred_at: string;
          reason_code: string | null;
          reason_note: string | null;
          to_stage: Database['public']['Enums']['deal_stage'];
        };
        ComputedFields: never;
        Insert: {
          actor_id?: string | null;
          deal_id: string;
          from_stage?: Database['public']['Enums']['deal_stage'] | null;
          id?: never;
          occurred_at?: string;
          reason_code?: string | null;
          reason_note?: string | null;
          to_stage: Database['public']['Enums']['deal_stage'];
        };
        Update: {
          actor_id?: string | null;
          deal_id?: string;
          from_stage?: Database['public']['Enums']['deal_stage'] | null;
          id?: never;
          occurred_at?: string;
          reason_code?: string | null;
          reason_note?: string | null;
          to_stage?: Database['public']['Enums']['deal_stage'];
        };
        Relationships: [
          {
            foreignKeyName: 'deal_events_actor_id_fkey';
            columns: ['actor_id'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'deal_events_deal_id_fkey';
            columns: ['deal_id'];
            isOneToOne: false;
            referencedRelation: 'deals';
            referencedColumns: ['id'];
          },
        ];
      };
      deal_members: {
        Row: {
          accepted_at: string | null;
          deal_id: string;
          email: string;
          id: string;
          invited_at: string;
          invited_by: string | null;
          nda_accepted_at: string | null;
          nda_signed_name: string | null;
          removed_at: string | null;
          removed_by: string | null;
          role: Database['public']['Enums']['deal_member_role'];
          side: Database['public']['Enums']['deal_side'];
          status: Database['public']['Enums']['deal_member_status'];
          user_id: string | null;
        };
        ComputedFields: never;
        Insert: {
          accepted_at?: string | null;
          deal_id: string;
          email: string;
          id?: string;
          invited_at?: string;
          invited_by?: string | null;
          nda_accepted_at?: string | null;
          nda_signed_name?: string | null;
          removed_at?: string | null;
          removed_by?: string | null;
          role?: Database['public']['Enums']['deal_member_role'];
          side: Database['public']['Enums']['deal_side'];
          status?: Database['public']['Enums']['deal_member_status'];
          user_id?: string | null;
        };
        Update: {
          accepted_at?: string | null;
          deal_id?: string;
          email?: string;
          id?: string;
          invited_at?: string;
          invited_by?: string | null;
          nda_accepted_at?: string | null;
          nda_signed_name?: string | null;
          removed_at?: string | null;
          removed_by?: string | null;
          role?: Database['public']['Enums']['deal_member_role'];
          side?: Database['public']['Enums']['deal_side'];
          status?: Database['public']['Enums']['deal_member_status'];
          user_id?: string | null;
        };
        Relationships: [
          {
            foreignKeyName: 'deal_members_deal_id_fkey';
            columns: ['deal_id'];
            isOneToOne: false;
            referencedRelation: 'deals';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'deal_members_invited_by_fkey';
            columns: ['invited_by'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'deal_members_removed_by_fkey';
            columns: ['removed_by'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'deal_members_user_id_fkey';
            columns: ['user_id'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
        ];
      };
      deal_messages: {
        Row: {
          body: string;
          client_id: string | null;
          created_at: string;
          deal_id: string;
          id: number;
          inquiry_id: string | null;
          masked: boolean;
          offer_event: string | null;
          offer_id: string | null;
          sender_id: string | null;
          sender_side: Database['public']['Enums']['deal_side'];
        };
        ComputedFields: never;
        Insert: {
          body: string;
          client_id?: string | null;
          created_at?: string;
          deal_id: string;
          id?: never;
          inquiry_id?: string | null;
          masked?: boolean;
          offer_event?: string | null;
          offer_id?: string | null;
          sender_id?: string | null;
          sender_side: Database['public']['Enums']['deal_side'];
        };
        Update: {
          body?: string;
          client_id?: string | null;
          created_at?: string;
          deal_id?: string;
          id?: never;
          inquiry_id?: string | null;
          masked?: boolean;
          offer_event?: string | null;
          offer_id?: string | null;
          sender_id?: string | null;
          sender_side?: Database['public']['Enums']['deal_side'];
        };
        Relationships: [
          {
            foreignKeyName: 'deal_messages_deal_id_fkey';
            columns: ['deal_id'];
            isOneToOne: false;
            referencedRelation: 'deals';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'deal_messages_inquiry_id_fkey';
            columns: ['inquiry_id'];
            isOneToOne: false;
            referencedRelation: 'inquiries';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'deal_messages_offer_id_fkey';
            columns: ['offer_id'];
            isOneToOne: false;
            referencedRelation: 'deal_offers';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'deal_messages_sender_id_fkey';
            columns: ['sender_id'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
        ];
      };
      deal_milestones: {
        Row: {
          buyer_id: string;
          created_at: string;
          deal_id: string;
          done_at: string | null;
          done_by: string | null;
          due_on: string;
          id: string;
          kind: Database['public']['Enums']['offer_milestone_kind'];
          listing_id: string;
          offer_id: string;
          overdue_notified_at: string | null;
          owner_side: Database['public']['Enums']['deal_side'];
          reminded_at: string | null;
        };
        ComputedFields: never;
        Insert: {
          buyer_id: string;
          created_at?: string;
          deal_id: string;
          done_at?: string | null;
          done_by?: string | null;
          due_on: string;
          id?: string;
          kind: Database['public']['Enums']['offer_milestone_kind'];
          listing_id: string;
          offer_id: string;
          overdue_notified_at?: string | null;
          owner_side: Database['public']['Enums']['deal_side'];
          reminded_at?: string | null;
        };
        Update: {
          buyer_id?: string;
          created_at?: string;
          deal_id?: string;
          done_at?: string | null;
          done_by?: string | null;
          due_on?: string;
          id?: string;
          kind?: Database['public']['Enums']['offer_milestone_kind'];
          listing_id?: string;
          offer_id?: string;
          overdue_notified_at?: string | null;
          owner_side?: Database['public']['Enums']['deal_side'];
          reminded_at?: string | null;
        };
        Relationships: [
          {
            foreignKeyName: 'deal_milestones_buyer_id_fkey';
            columns: ['buyer_id'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'deal_milestones_deal_id_fkey';
            columns: ['deal_id'];
            isOneToOne: false;
            referencedRelation: 'deals';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'deal_milestones_done_by_fkey';
            columns: ['done_by'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'deal_milestones_listing_id_fkey';
            columns: ['listing_id'];
            isOneToOne: false;
            referencedRelation: 'listings';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'deal_milestones_offer_id_fkey';
            columns: ['offer_id'];
            isOneToOne: false;
            referencedRelation: 'deal_offers';
            referencedColumns: ['id'];
          },
        ];
      };
      deal_offers: {
        Row: {
          amends_id: string | null;
          buyer_id: string;
          closing_cents: number;
          cond_approvals: boolean;
          cond_due_diligence: boolean;
          cond_financing: boolean;
          conditions_note: string | null;
          created_at: string;
          deal_id: string;
          decided_at: string | null;
          decided_by: string | null;
          decline_note: string | null;
          decline_reason: Database['public']['Enums']['offer_decline_reason'] | null;
          diligence_deadline: string | null;
          earn_out_cents: number | null;
          earn_out_eur: number | null;
          earn_out_metric: Database['public']['Enums']['offer_earn_out_metric'] | null;
          earn_out_months: number | null;
          earn_out_terms: string | null;
          exclusivity_days: number;
          financing: Database['public']['Enums']['offer_financing'];
          financing_bank_cents: number | null;
          financing_development_cents: number | null;
          financing_equity_cents: number | null;
          financing_note: string | null;
          holdback_cents: number | null;
          holdback_months: number | null;
          id: string;
          listing_id: string;
          previous_id: string | null;
          price_cents: number;
          price_eur: number;
          proposed_by: Database['public']['Enums']['deal_side'];
          retrade_note: string | null;
          retrade_reason: Database['public']['Enums']['offer_retrade_reason'] | null;
          status: Database['public']['Enums']['offer_status'];
          structure: Database['public']['Enums']['offer_structure'];
          target_signing_date: string | null;
          valid_until: string;
          vendor_loan_cents: number | null;
          vendor_loan_interest_bp: number | null;
          vendor_loan_months: number | null;
          version_no: number;
        };
        ComputedFields: never;
        Insert: {
          amends_id?: string | null;
          buyer_id: string;
          closing_cents: number;
          cond_approvals?: boolean;
          cond_due_diligence?: boolean;
          cond_financing?: boolean;
          conditions_note?: string | null;
          created_at?: string;
          deal_id: string;
          decided_at?: string | null;
          decided_by?: string | null;
          decline_note?: string | null;
          decline_reason?: Database['public']['Enums']['offer_decline_reason'] | null;
          diligence_deadline?: string | null;
          earn_out_cents?: number | null;
          earn_out_eur?: number | null;
          earn_out_metric?: Database['public']['Enums']['offer_earn_out_metric'] | null;
          earn_out_months?: number | null;
          earn_out_terms?: string | null;
          exclusivity_days: number;
          financing: Database['public']['Enums']['offer_financing'];
          financing_bank_cents?: number | null;
          financing_development_cents?: number | null;
          financing_equity_cents?: number | null;
          financing_note?: string | null;
          holdback_cents?: number | null;
          holdback_months?: number | null;
          id?: string;
          listing_id: string;
          previous_id?: string | null;
          price_cents: number;
          price_eur: number;
          proposed_by?: Database['public']['Enums']['deal_side'];
          retrade_note?: string | null;
          retrade_reason?: Database['public']['Enums']['offer_retrade_reason'] | null;
          status?: Database['public']['Enums']['offer_status'];
          structure: Database['public']['Enums']['offer_structure'];
          target_signing_date?: string | null;
          valid_until: string;
          vendor_loan_cents?: number | null;
          vendor_loan_interest_bp?: number | null;
          vendor_loan_months?: number | null;
          version_no: number;
        };
        Update: {
          amends_id?: string | null;
          buyer_id?: string;
          closing_cents?: number;
          cond_approvals?: boolean;
          cond_due_diligence?: boolean;
          cond_financing?: boolean;
          conditions_note?: string | null;
          created_at?: string;
          deal_id?: string;
          decided_at?: string | null;
          decided_by?: string | null;
          decline_note?: string | null;
          decline_reason?: Database['public']['Enums']['offer_decline_reason'] | null;
          diligence_deadline?: string | null;
          earn_out_cents?: number | null;
          earn_out_eur?: number | null;
          earn_out_metric?: Database['public']['Enums']['offer_earn_out_metric'] | null;
          earn_out_months?: number | null;
          earn_out_terms?: string | null;
          exclusivity_days?: number;
          financing?: Database['public']['Enums']['offer_financing'];
          financing_bank_cents?: number | null;
          financing_development_cents?: number | null;
          financing_equity_cents?: number | null;
          financing_note?: string | null;
          holdback_cents?: number | null;
          holdback_months?: number | null;
          id?: string;
          listing_id?: string;
          previous_id?: string | null;
          price_cents?: number;
          price_eur?: number;
          proposed_by?: Database['public']['Enums']['deal_side'];
          retrade_note?: string | null;
          retrade_reason?: Database['public']['Enums']['offer_retrade_reason'] | null;
          status?: Database['public']['Enums']['offer_status'];
          structure?: Database['public']['Enums']['offer_structure'];
          target_signing_date?: string | null;
          valid_until?: string;
          vendor_loan_cents?: number | null;
          vendor_loan_interest_bp?: number | null;
          vendor_loan_months?: number | null;
          version_no?: number;
        };
        Relationships: [
          {
            foreignKeyName: 'deal_offers_amends_id_fkey';
            columns: ['amends_id'];
            isOneToOne: false;
            referencedRelation: 'deal_offers';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'deal_offers_buyer_id_fkey';
            columns: ['buyer_id'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'deal_offers_deal_id_fkey';
            columns: ['deal_id'];
            isOneToOne: false;
            referencedRelation: 'deals';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'deal_offers_decided_by_fkey';
            columns: ['decided_by'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'deal_offers_listing_id_fkey';
            columns: ['listing_id'];
            isOneToOne: false;
            referencedRelation: 'listings';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'deal_offers_previous_id_fkey';
            columns: ['previous_id'];
            isOneToOne: false;
            referencedRelation: 'deal_offers';
            referencedColumns: ['id'];
          },
        ];
      };
      deal_reads: {
        Row: {
          deal_id: string;
          last_read_message_id: number | null;
          listing_id: string;
          read_at: string | null;
          unread_count: number;
          updated_at: string;
          user_id: string;
        };
        ComputedFields: never;
        Insert: {
          deal_id: string;
          last_read_message_id?: number | null;
          listing_id: string;
          read_at?: string | null;
          unread_count?: number;
          updated_at?: string;
          user_id: string;
        };
        Update: {
          deal_id?: string;
          last_read_message_id?: number | null;
          listing_id?: string;
          read_at?: string | null;
          unread_count?: number;
          updated_at?: string;
          user_id?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'deal_reads_deal_listing_fkey';
            columns: ['deal_id', 'listing_id'];
            isOneToOne: false;
            referencedRelation: 'deals';
            referencedColumns: ['id', 'listing_id'];
          },
          {
            foreignKeyName: 'deal_reads_listing_id_fkey';
            columns: ['listing_id'];
            isOneToOne: false;
            referencedRelation: 'listings';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'deal_reads_user_id_fkey';
            columns: ['user_id'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
        ];
      };
      deals: {
        Row: {
          access_decided_at: string | null;
          access_decided_by: string | null;
          access_reminded_at: string | null;
          access_requested_at: string | null;
          buyer_first_message_at: string | null;
          buyer_id: string;
          created_at: string;
          exclusive_until: string | null;
          id: string;
          listing_id: string;
          message_reminded_at: string | null;
          nda_signed_at: string | null;
          owner_first_reply_at: string | null;
          stage: Database['public']['Enums']['deal_stage'];
          stage_changed_at: string;
          stale_since: string | null;
          updated_at: string;
        };
        ComputedFields: never;
        Insert: {
          access_decided_at?: string | null;
          access_decided_by?: string | null;
          access_reminded_at?: string | null;
          access_requested_at?: string | null;
          buyer_first_message_at?: string | null;
          buyer_id: string;
          created_at?: string;
          exclusive_until?: string | null;
          id?: string;
          listing_id: string;
          message_reminded_at?: string | null;
          nda_signed_at?: string | null;
          owner_first_reply_at?: string | null;
          stage?: Database['public']['Enums']['deal_stage'];
          stage_changed_at?: string;
          stale_since?: string | null;
          updated_at?: string;
        };
        Update: {
          access_decided_at?: string | null;
          access_decided_by?: string | null;
          access_reminded_at?: string | null;
          access_requested_at?: string | null;
          buyer_first_message_at?: string | null;
          buyer_id?: string;
          created_at?: string;
          exclusive_until?: string | null;
          id?: string;
          listing_id?: string;
          message_reminded_at?: string | null;
          nda_signed_at?: string | null;
          owner_first_reply_at?: string | null;
          stage?: Database['public']['Enums']['deal_stage'];
          stage_changed_at?: string;
          stale_since?: string | null;
          updated_at?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'deals_access_decided_by_fkey';
            columns: ['access_decided_by'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'deals_buyer_id_fkey';
            columns: ['buyer_id'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'deals_listing_id_fkey';
            columns: ['listing_id'];
            isOneToOne: false;
            referencedRelation: 'listings';
            referencedColumns: ['id'];
          },
        ];
      };
      diligence_answer_drafts: {
        Row: {
          body: string;
          drafted_by: string;
          question_id: string;
          updated_at: string;
        };
        ComputedFields: never;
        Insert: {
          body: string;
          drafted_by?: string;
          question_id: string;
          updated_at?: string;
        };
        Update: {
          body?: string;
          drafted_by?: string;
          question_id?: string;
          updated_at?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'diligence_answer_drafts_drafted_by_fkey';
            columns: ['drafted_by'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'diligence_answer_drafts_question_id_fkey';
            columns: ['question_id'];
            isOneToOne: true;
            referencedRelation: 'diligence_questions';
            referencedColumns: ['id'];
          },
        ];
      };
      diligence_questions: {
        Row: {
          answer: string | null;
          answered_at: string | null;
          approved_by: string | null;
          asked_by: string;
          body: string;
          created_at: string;
          deal_id: string;
          document_id: string | null;
          due_date: string | null;
          faq_published_at: string | null;
          id: string;
          owner_id: string | null;
          request_id: string | null;
          state: Database['public']['Enums']['diligence_question_state'];
          updated_at: string;
        };
        ComputedFields: never;
        Insert: {
          answer?: string | null;
          answered_at?: string | null;
          approved_by?: string | null;
          asked_by?: string;
          body: string;
          created_at?: string;
          deal_id: string;
          document_id?: string | null;
          due_date?: string | null;
          faq_published_at?: string | null;
          id?: string;
          owner_id?: string | null;
          request_id?: string | null;
          state?: Database['public']['Enums']['diligence_question_state'];
          updated_at?: string;
        };
        Update: {
          answer?: string | null;
          answered_at?: string | null;
          approved_by?: string | null;
          asked_by?: string;
          body?: string;
          created_at?: string;
          deal_id?: string;
          document_id?: string | null;
          due_date?: string | null;
          faq_published_at?: string | null;
          id?: string;
          owner_id?: string | null;
          request_id?: string | null;
          state?: Database['public']['Enums']['diligence_question_state'];
          updated_at?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'diligence_questions_approved_by_fkey';
            columns: ['approved_by'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'diligence_questions_asked_by_fkey';
            columns: ['asked_by'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'diligence_questions_deal_id_fkey';
            columns: ['deal_id'];
            isOneToOne: false;
            referencedRelation: 'deals';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'diligence_questions_document_id_fkey';
            columns: ['document_id'];
            isOneToOne: false;
            referencedRelation: 'data_room_documents';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'diligence_questions_owner_id_fkey';
            columns: ['owner_id'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'diligence_questions_request_id_fkey';
            columns: ['request_id'];
            isOneToOne: false;
            referencedRelation: 'diligence_requests';
            referencedColumns: ['id'];
          },
        ];
      };
      diligence_request_documents: {
        Row: {
          created_at: string;
          document_id: string;
          linked_by: string;
          request_id: string;
        };
        ComputedFields: never;
        Insert: {
          created_at?: string;
          document_id: string;
          linked_by?: string;
          request_id: string;
        };
        Update: {
          created_at?: string;
          document_id?: string;
          linked_by?: string;
          request_id?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'diligence_request_documents_document_id_fkey';
            columns: ['document_id'];
            isOneToOne: false;
            referencedRelation: 'data_room_documents';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'diligence_request_documents_linked_by_fkey';
            columns: ['linked_by'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'diligence_request_documents_request_id_fkey';
            columns: ['request_id'];
            isOneToOne: false;
            referencedRelation: 'diligence_requests';
            referencedColumns: ['id'];
          },
        ];
      };
      diligence_requests: {
        Row: {
          accepted_at: string | null;
          answer_text: string | null;
          answered_at: string | null;
          answered_by: string | null;
          assignee_id: string | null;
          category: Database['public']['Enums']['diligence_category'];
          created_at: string;
          created_by: string;
          deal_id: string;
          description: string | null;
          due_date: string | null;
          id: string;
          overdue_reminded_at: string | null;
          priority: Database['public']['Enums']['diligence_priority'];
          ref_no: number;
          status: Database['public']['Enums']['diligence_status'];
          title: string;
          updated_at: string;
        };
        ComputedFields: never;
        Insert: {
          accepted_at?: string | null;
          answer_text?: string | null;
          answered_at?: string | null;
          answered_by?: string | null;
          assignee_id?: string | null;
          category?: Database['public']['Enums']['diligence_category'];
          created_at?: string;
          created_by?: string;
          deal_id: string;
          description?: string | null;
          due_date?: string | null;
          id?: string;
          overdue_reminded_at?: string | null;
          priority?: Database['public']['Enums']['diligence_priority'];
          ref_no?: number;
          status?: Database['public']['Enums']['diligence_status'];
          title: string;
          updated_at?: string;
        };
        Update: {
          accepted_at?: string | null;
          answer_text?: string | null;
          answered_at?: string | null;
          answered_by?: string | null;
          assignee_id?: string | null;
          category?: Database['public']['Enums']['diligence_category'];
          created_at?: string;
          created_by?: string;
          deal_id?: string;
          description?: string | null;
          due_date?: string | null;
          id?: string;
          overdue_reminded_at?: string | null;
          priority?: Database['public']['Enums']['diligence_priority'];
          ref_no?: number;
          status?: Database['public']['Enums']['diligence_status'];
          title?: string;
          updated_at?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'diligence_requests_answered_by_fkey';
            columns: ['answered_by'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'diligence_requests_assignee_id_fkey';
            columns: ['assignee_id'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'diligence_requests_created_by_fkey';
            columns: ['created_by'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'diligence_requests_deal_id_fkey';
            columns: ['deal_id'];
            isOneToOne: false;
            referencedRelation: 'deals';
            referencedColumns: ['id'];
          },
        ];
      };
      exclusivity_extensions: {
        Row: {
          buyer_id: string;
          created_at: string;
          days: number;
          deal_id: string;
          decided_at: string | null;
          decided_by: string | null;
          id: string;
          listing_id: string;
          note: string | null;
          requested_by: Database['public']['Enums']['deal_side'];
          requested_by_user: string | null;
          status: Database['public']['Enums']['exclusivity_extension_status'];
        };
        ComputedFields: never;
        Insert: {
          buyer_id: string;
          created_at?: string;
          days: number;
          deal_id: string;
          decided_at?: string | null;
          decided_by?: string | null;
          id?: string;
          listing_id: string;
          note?: string | null;
          requested_by: Database['public']['Enums']['deal_side'];
          requested_by_user?: string | null;
          status?: Database['public']['Enums']['exclusivity_extension_status'];
        };
        Update: {
          buyer_id?: string;
          created_at?: string;
          days?: number;
          deal_id?: string;
          decided_at?: string | null;
          decided_by?: string | null;
          id?: string;
          listing_id?: string;
          note?: string | null;
          requested_by?: Database['public']['Enums']['deal_side'];
          requested_by_user?: string | null;
          status?: Database['public']['Enums']['exclusivity_extension_status'];
        };
        Relationships: [
          {
            foreignKeyName: 'exclusivity_extensions_buyer_id_fkey';
            columns: ['buyer_id'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'exclusivity_extensions_deal_id_fkey';
            columns: ['deal_id'];
            isOneToOne: false;
            referencedRelation: 'deals';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'exclusivity_extensions_decided_by_fkey';
            columns: ['decided_by'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'exclusivity_extensions_listing_id_fkey';
            columns: ['listing_id'];
            isOneToOne: false;
            referencedRelation: 'listings';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'exclusivity_extensions_requested_by_user_fkey';
            columns: ['requested_by_user'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
        ];
      };
      inquiries: {
        Row: {
          created_at: string;
          id: string;
          listing_id: string;
          message: string;
          status: Database['public']['Enums']['inquiry_status'];
          unread_count: number;
          updated_at: string;
          user_id: string;
        };
        ComputedFields: never;
        Insert: {
          created_at?: string;
          id?: string;
          listing_id: string;
          message: string;
          status?: Database['public']['Enums']['inquiry_status'];
          unread_count?: number;
          updated_at?: string;
          user_id?: string;
        };
        Update: {
          created_at?: string;
          id?: string;
          listing_id?: string;
          message?: string;
          status?: Database['public']['Enums']['inquiry_status'];
          unread_count?: number;
          updated_at?: string;
          user_id?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'inquiries_listing_id_fkey';
            columns: ['listing_id'];
            isOneToOne: false;
            referencedRelation: 'listings';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'inquiries_user_id_fkey';
            columns: ['user_id'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
        ];
      };
      investment_profiles: {
        Row: {
          created_at: string;
          deal_types: Database['public']['Enums']['investment_deal_type'][];
          employees_max: Database['public']['Enums']['employee_range'] | null;
          employees_min: Database['public']['Enums']['employee_range'] | null;
          equity_share_percent: number | null;
          industries: Database['public']['Enums']['industry'][];
          locations: Database['public']['Enums']['location'][];
          revenue_max: Database['public']['Enums']['revenue_range'] | null;
          revenue_min: Database['public']['Enums']['revenue_range'] | null;
          ticket_max_eur: number | null;
          ticket_min_eur: number | null;
          ticket_range: unknown;
          timeframe: Database['public']['Enums']['investment_timeframe'] | null;
          updated_at: string;
          user_id: string;
        };
        ComputedFields: never;
        Insert: {
          created_at?: string;
          deal_types?: Database['public']['Enums']['investment_deal_type'][];
          employees_max?: Database['public']['Enums']['employee_range'] | null;
          employees_min?: Database['public']['Enums']['employee_range'] | null;
          equity_share_percent?: number | null;
          industries?: Database['public']['Enums']['industry'][];
          locations?: Database['public']['Enums']['location'][];
          revenue_max?: Database['public']['Enums']['revenue_range'] | null;
          revenue_min?: Database['public']['Enums']['revenue_range'] | null;
          ticket_max_eur?: number | null;
          ticket_min_eur?: number | null;
          ticket_range?: never;
          timeframe?: Database['public']['Enums']['investment_timeframe'] | null;
          updated_at?: string;
          user_id: string;
        };
        Update: {
          created_at?: string;
          deal_types?: Database['public']['Enums']['investment_deal_type'][];
          employees_max?: Database['public']['Enums']['employee_range'] | null;
          employees_min?: Database['public']['Enums']['employee_range'] | null;
          equity_share_percent?: number | null;
          industries?: Database['public']['Enums']['industry'][];
          locations?: Database['public']['Enums']['location'][];
          revenue_max?: Database['public']['Enums']['revenue_range'] | null;
          revenue_min?: Database['public']['Enums']['revenue_range'] | null;
          ticket_max_eur?: number | null;
          ticket_min_eur?: number | null;
          ticket_range?: never;
          timeframe?: Database['public']['Enums']['investment_timeframe'] | null;
          updated_at?: string;
          user_id?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'investment_profiles_user_id_fkey';
            columns: ['user_id'];
            isOneToOne: true;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
        ];
      };
      invoices: {
        Row: {
          amount_eur: number;
          buyer_id: string;
          buyer_kind: Database['public']['Enums']['billing_kind'];
          cancelled_at: string | null;
          cancels_invoice_id: string | null;
          city: string | null;
          company_email: string | null;
          company_name: string | null;
          country: string | null;
          deal_id: string | null;
          due_date: string;
          gross_cents: number;
          id: string;
          issued_at: string;
          issuer: NonNullable<Json>;
          kind: Database['public']['Enums']['invoice_kind'];
          language: Database['public']['Enums']['app_language'];
          listing_id: string | null;
          listing_title: string;
          net_cents: number;
          number: string;
          paid_at: string | null;
          paid_by: string | null;
          payment_source: string | null;
          pdf_path: string | null;
          pdf_sha256: string | null;
          phone_number: string | null;
          postal_code: string | null;
          receipt_path: string | null;
          receipt_sha256: string | null;
          reminded_at: string | null;
          responsible_person: string | null;
          sequence_number: number;
          service_date: string;
          status: Database['public']['Enums']['invoice_status'];
          street_address: string | null;
          uid_number: string | null;
          vat_cents: number;
          vat_rate_percent: number;
          vat_treatment: Database['public']['Enums']['vat_treatment'];
          year: number;
        };
        ComputedFields: never;
        Insert: {
          amount_eur?: number;
          buyer_id: string;
          buyer_kind?: Database['public']['Enums']['billing_kind'];
          cancelled_at?: string | null;
          cancels_invoice_id?: string | null;
          city?: string | null;
          company_email?: string | null;
          company_name?: string | null;
          country?: string | null;
          deal_id?: string | null;
          due_date?: string;
          gross_cents?: number;
          id?: string;
          issued_at?: string;
          issuer?: NonNullable<Json>;
          kind?: Database['public']['Enums']['invoice_kind'];
          language?: Database['public']['Enums']['app_language'];
          listing_id?: string | null;
          listing_title: string;
          net_cents?: number;
          number: string;
          paid_at?: string | null;
          paid_by?: string | null;
          payment_source?: string | null;
          pdf_path?: string | null;
          pdf_sha256?: string | null;
          phone_number?: string | null;
          postal_code?: string | null;
          receipt_path?: string | null;
          receipt_sha256?: string | null;
          reminded_at?: string | null;
          responsible_person?: string | null;
          sequence_number: number;
          service_date?: string;
          status?: Database['public']['Enums']['invoice_status'];
          street_address?: string | null;
          uid_number?: string | null;
          vat_cents?: number;
          vat_rate_percent?: number;
          vat_treatment?: Database['public']['Enums']['vat_treatment'];
          year: number;
        };
        Update: {
          amount_eur?: number;
          buyer_id?: string;
          buyer_kind?: Database['public']['Enums']['billing_kind'];
          cancelled_at?: string | null;
          cancels_invoice_id?: string | null;
          city?: string | null;
          company_email?: string | null;
          company_name?: string | null;
          country?: string | null;
          deal_id?: string | null;
          due_date?: string;
          gross_cents?: number;
          id?: string;
          issued_at?: string;
          issuer?: NonNullable<Json>;
          kind?: Database['public']['Enums']['invoice_kind'];
          language?: Database['public']['Enums']['app_language'];
          listing_id?: string | null;
          listing_title?: string;
          net_cents?: number;
          number?: string;
          paid_at?: string | null;
          paid_by?: string | null;
          payment_source?: string | null;
          pdf_path?: string | null;
          pdf_sha256?: string | null;
          phone_number?: string | null;
          postal_code?: string | null;
          receipt_path?: string | null;
          receipt_sha256?: string | null;
          reminded_at?: string | null;
          responsible_person?: string | null;
          sequence_number?: number;
          service_date?: string;
          status?: Database['public']['Enums']['invoice_status'];
          street_address?: string | null;
          uid_number?: string | null;
          vat_cents?: number;
          vat_rate_percent?: number;
          vat_treatment?: Database['public']['Enums']['vat_treatment'];
          year?: number;
        };
        Relationships: [
          {
            foreignKeyName: 'invoices_buyer_id_fkey';
            columns: ['buyer_id'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'invoices_cancels_invoice_id_fkey';
            columns: ['cancels_invoice_id'];
            isOneToOne: false;
            referencedRelation: 'invoices';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'invoices_deal_id_fkey';
            columns: ['deal_id'];
            isOneToOne: false;
            referencedRelation: 'deals';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'invoices_paid_by_fkey';
            columns: ['paid_by'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
        ];
      };
      listing_details: {
        Row: {
          changed_at: string | null;
          created_at: string;
          description: string;
          full_details: string | null;
          listing_id: string;
          title: string;
          updated_at: string;
        };
        ComputedFields: never;
        Insert: {
          changed_at?: string | null;
          created_at?: string;
          description: string;
          full_details?: string | null;
          listing_id: string;
          title: string;
          updated_at?: string;
        };
        Update: {
          changed_at?: string | null;
          created_at?: string;
          description?: string;
          full_details?: string | null;
          listing_id?: string;
          title?: string;
          updated_at?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'listing_details_listing_id_fkey';
            columns: ['listing_id'];
            isOneToOne: true;
            referencedRelation: 'listings';
            referencedColumns: ['id'];
          },
        ];
      };
      listing_facts: {
        Row: {
          created_at: string;
          financials_visibility: Database['public']['Enums']['fact_visibility'];
          founded_year: number | null;
          founded_year_visibility: Database['public']['Enums']['fact_visibility'];
          legal_form: Database['public']['Enums']['legal_form'] | null;
          legal_form_visibility: Database['public']['Enums']['fact_visibility'];
          listing_id: string;
          owner_dependence: Database['public']['Enums']['owner_dependence'] | null;
          owner_dependence_visibility: Database['public']['Enums']['fact_visibility'];
          real_estate: Database['public']['Enums']['real_estate'] | null;
          real_estate_visibility: Database['public']['Enums']['fact_visibility'];
          region: Database['public']['Enums']['region'] | null;
          region_visibility: Database['public']['Enums']['fact_visibility'];
          sale_reason: Database['public']['Enums']['sale_reason'] | null;
          sale_reason_visibility: Database['public']['Enums']['fact_visibility'];
          staff_count: number | null;
          updated_at: string;
        };
        ComputedFields: never;
        Insert: {
          created_at?: string;
          financials_visibility?: Database['public']['Enums']['fact_visibility'];
          founded_year?: number | null;
          founded_year_visibility?: Database['public']['Enums']['fact_visibility'];
          legal_form?: Database['public']['Enums']['legal_form'] | null;
          legal_form_visibility?: Database['public']['Enums']['fact_visibility'];
          listing_id: string;
          owner_dependence?: Database['public']['Enums']['owner_dependence'] | null;
          owner_dependence_visibility?: Database['public']['Enums']['fact_visibility'];
          real_estate?: Database['public']['Enums']['real_estate'] | null;
          real_estate_visibility?: Database['public']['Enums']['fact_visibility'];
          region?: Database['public']['Enums']['region'] | null;
          region_visibility?: Database['public']['Enums']['fact_visibility'];
          sale_reason?: Database['public']['Enums']['sale_reason'] | null;
          sale_reason_visibility?: Database['public']['Enums']['fact_visibility'];
          staff_count?: number | null;
          updated_at?: string;
        };
        Update: {
          created_at?: string;
          financials_visibility?: Database['public']['Enums']['fact_visibility'];
          founded_year?: number | null;
          founded_year_visibility?: Database['public']['Enums']['fact_visibility'];
          legal_form?: Database['public']['Enums']['legal_form'] | null;
          legal_form_visibility?: Database['public']['Enums']['fact_visibility'];
          listing_id?: string;
          owner_dependence?: Database['public']['Enums']['owner_dependence'] | null;
          owner_dependence_visibility?: Database['public']['Enums']['fact_visibility'];
          real_estate?: Database['public']['Enums']['real_estate'] | null;
          real_estate_visibility?: Database['public']['Enums']['fact_visibility'];
          region?: Database['public']['Enums']['region'] | null;
          region_visibility?: Database['public']['Enums']['fact_visibility'];
          sale_reason?: Database['public']['Enums']['sale_reason'] | null;
          sale_reason_visibility?: Database['public']['Enums']['fact_visibility'];
          staff_count?: number | null;
          updated_at?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'listing_facts_listing_id_fkey';
            columns: ['listing_id'];
            isOneToOne: true;
            referencedRelation: 'listings';
            referencedColumns: ['id'];
          },
        ];
      };
      listing_financials: {
        Row: {
          ebitda_eur: number | null;
          is_plan: boolean;
          listing_id: string;
          revenue_eur: number | null;
          year: number;
        };
        ComputedFields: never;
        Insert: {
          ebitda_eur?: number | null;
          is_plan?: boolean;
          listing_id: string;
          revenue_eur?: number | null;
          year: number;
        };
        Update: {
          ebitda_eur?: number | null;
          is_plan?: boolean;
          listing_id?: string;
          revenue_eur?: number | null;
          year?: number;
        };
        Relationships: [
          {
            foreignKeyName: 'listing_financials_listing_id_fkey';
            columns: ['listing_id'];
            isOneToOne: false;
            referencedRelation: 'listings';
            referencedColumns: ['id'];
          },
        ];
      };
      listing_versions: {
        Row: {
          changed_at: string;
          changed_by: string | null;
          changes: NonNullable<Json>;
          id: number;
          listing_id: string;
          tx_id: number;
        };
        ComputedFields: never;
        Insert: {
          changed_at?: string;
          changed_by?: string | null;
          changes?: NonNullable<Json>;
          id?: never;
          listing_id: string;
          tx_id?: number;
        };
        Update: {
          changed_at?: string;
          changed_by?: string | null;
          changes?: NonNullable<Json>;
          id?: never;
          listing_id?: string;
          tx_id?: number;
        };
        Relationships: [
          {
            foreignKeyName: 'listing_versions_listing_id_fkey';
            columns: ['listing_id'];
            isOneToOne: false;
            referencedRelation: 'listings';
            referencedColumns: ['id'];
          },
        ];
      };
      listing_views: {
        Row: {
          id: number;
          listing_id: string;
          user_id: string;
          viewed_at: string;
        };
        ComputedFields: never;
        Insert: {
          id?: never;
          listing_id: string;
          user_id: string;
          viewed_at?: string;
        };
        Update: {
          id?: never;
          listing_id?: string;
          user_id?: string;
          viewed_at?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'listing_views_listing_id_fkey';
            columns: ['listing_id'];
            isOneToOne: false;
            referencedRelation: 'listings';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'listing_views_user_id_fkey';
            columns: ['user_id'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
        ];
      };
      listings: {
        Row: {
          anonymized_description: string;
          asking_price_eur: number | null;
          changed_at: string | null;
          created_at: string;
          deal_won_at: string | null;
          ebitda_band_max_eur: number | null;
          ebitda_band_min_eur: number | null;
          ebitda_margin_band: Database['public']['Enums']['margin_band'] | null;
          employees: Database['public']['Enums']['employee_range'];
          founded_decade: number | null;
          id: string;
          industry: Database['public']['Enums']['industry'];
          legal_form: Database['public']['Enums']['legal_form'] | null;
          location: Database['public']['Enums']['location'];
          market_position: string | null;
          owner_dependence: Database['public']['Enums']['owner_dependence'] | null;
          patents: boolean;
          price: string | null;
          real_estate: Database['public']['Enums']['real_estate'] | null;
          region: Database['public']['Enums']['region'] | null;
          required_capacity_band: Database['public']['Enums']['capacity_band'] | null;
          revenue: Database['public']['Enums']['revenue_range'];
          revenue_growth_band: Database['public']['Enums']['growth_band'] | null;
          sale_reason: Database['public']['Enums']['sale_reason'] | null;
          search_text: string;
          status: Database['public']['Enums']['listing_status'];
          success_fee_eur: number | null;
          type: Database['public']['Enums']['listing_type'];
          updated_at: string;
          user_id: string;
          user_role: Database['public']['Enums']['app_role'];
        };
        ComputedFields: never;
        Insert: {
          anonymized_description: string;
          asking_price_eur?: number | null;
          changed_at?: string | null;
          created_at?: string;
          deal_won_at?: string | null;
          ebitda_band_max_eur?: number | null;
          ebitda_band_min_eur?: number | null;
          ebitda_margin_band?: Database['public']['Enums']['margin_band'] | null;
          employees: Database['public']['Enums']['employee_range'];
          founded_decade?: number | null;
          id?: string;
          industry: Database['public']['Enums']['industry'];
          legal_form?: Database['public']['Enums']['legal_form'] | null;
          location: Database['public']['Enums']['location'];
          market_position?: string | null;
          owner_dependence?: Database['public']['Enums']['owner_dependence'] | null;
          patents?: boolean;
          price?: string | null;
          real_estate?: Database['public']['Enums']['real_estate'] | null;
          region?: Database['public']['Enums']['region'] | null;
          required_capacity_band?: Database['public']['Enums']['capacity_band'] | null;
          revenue: Database['public']['Enums']['revenue_range'];
          revenue_growth_band?: Database['public']['Enums']['growth_band'] | null;
          sale_reason?: Database['public']['Enums']['sale_reason'] | null;
          search_text?: string;
          status?: Database['public']['Enums']['listing_status'];
          success_fee_eur?: number | null;
          type: Database['public']['Enums']['listing_type'];
          updated_at?: string;
          user_id: string;
          user_role: Database['public']['Enums']['app_role'];
        };
        Update: {
          anonymized_description?: string;
          asking_price_eur?: number | null;
          changed_at?: string | null;
          created_at?: string;
          deal_won_at?: string | null;
          ebitda_band_max_eur?: number | null;
          ebitda_band_min_eur?: number | null;
          ebitda_margin_band?: Database['public']['Enums']['margin_band'] | null;
          employees?: Database['public']['Enums']['employee_range'];
          founded_decade?: number | null;
          id?: string;
          industry?: Database['public']['Enums']['industry'];
          legal_form?: Database['public']['Enums']['legal_form'] | null;
          location?: Database['public']['Enums']['location'];
          market_position?: string | null;
          owner_dependence?: Database['public']['Enums']['owner_dependence'] | null;
          patents?: boolean;
          price?: string | null;
          real_estate?: Database['public']['Enums']['real_estate'] | null;
          region?: Database['public']['Enums']['region'] | null;
          required_capacity_band?: Database['public']['Enums']['capacity_band'] | null;
          revenue?: Database['public']['Enums']['revenue_range'];
          revenue_growth_band?: Database['public']['Enums']['growth_band'] | null;
          sale_reason?: Database['public']['Enums']['sale_reason'] | null;
          search_text?: string;
          status?: Database['public']['Enums']['listing_status'];
          success_fee_eur?: number | null;
          type?: Database['public']['Enums']['listing_type'];
          updated_at?: string;
          user_id?: string;
          user_role?: Database['public']['Enums']['app_role'];
        };
        Relationships: [
          {
            foreignKeyName: 'listings_user_id_fkey';
            columns: ['user_id'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
        ];
      };
      messages: {
        Row: {
          body: string;
          created_at: string;
          email: string;
          id: string;
          subject: string;
          user_id: string | null;
        };
        ComputedFields: never;
        Insert: {
          body: string;
          created_at?: string;
          email: string;
          id?: string;
          subject: string;
          user_id?: string | null;
        };
        Update: {
          body?: string;
          created_at?: string;
          email?: string;
          id?: string;
          subject?: string;
          user_id?: string | null;
        };
        Relationships: [
          {
            foreignKeyName: 'messages_user_id_fkey';
            columns: ['user_id'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
        ];
      };
      nda_signatures: {
        Row: {
          id: string;
          listing_id: string;
          nda_version: string;
          signed_at: string;
          signer_name: string;
          user_id: string;
        };
        ComputedFields: never;
        Insert: {
          id?: string;
          listing_id: string;
          nda_version?: string;
          signed_at?: string;
          signer_name: string;
          user_id?: string;
        };
        Update: {
          id?: string;
          listing_id?: string;
          nda_version?: string;
          signed_at?: string;
          signer_name?: string;
          user_id?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'nda_signatures_listing_id_fkey';
            columns: ['listing_id'];
            isOneToOne: false;
            referencedRelation: 'listings';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'nda_signatures_user_id_fkey';
            columns: ['user_id'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
        ];
      };
      newsletter_subscriptions: {
        Row: {
          confirmed_at: string | null;
          created_at: string;
          email: string;
          language: Database['public']['Enums']['app_language'];
        };
        ComputedFields: never;
        Insert: {
          confirmed_at?: string | null;
          created_at?: string;
          email: string;
          language?: Database['public']['Enums']['app_language'];
        };
        Update: {
          confirmed_at?: string | null;
          created_at?: string;
          email?: string;
          language?: Database['public']['Enums']['app_language'];
        };
        Relationships: [];
      };
      notification_preferences: {
        Row: {
          email: boolean;
          in_app: boolean;
          kind: Database['public']['Enums']['notification_kind'];
          updated_at: string;
          user_id: string;
        };
        ComputedFields: never;
        Insert: {
          email?: boolean;
          in_app?: boolean;
          kind: Database['public']['Enums']['notification_kind'];
          updated_at?: string;
          user_id: string;
        };
        Update: {
          email?: boolean;
          in_app?: boolean;
          kind?: Database['public']['Enums']['notification_kind'];
          updated_at?: string;
          user_id?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'notification_preferences_user_id_fkey';
            columns: ['user_id'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
        ];
      };
      notifications: {
        Row: {
          created_at: string;
          id: string;
          kind: Database['public']['Enums']['notification_kind'];
          link: string;
          payload: NonNullable<Json>;
          read_at: string | null;
          user_id: string;
        };
        ComputedFields: never;
        Insert: {
          created_at?: string;
          id?: string;
          kind: Database['public']['Enums']['notification_kind'];
          link: string;
          payload?: NonNullable<Json>;
          read_at?: string | null;
          user_id: string;
        };
        Update: {
          created_at?: string;
          id?: string;
          kind?: Database['public']['Enums']['notification_kind'];
          link?: string;
          payload?: NonNullable<Json>;
          read_at?: string | null;
          user_id?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'notifications_user_id_fkey';
            columns: ['user_id'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
        ];
      };
      owner_response_times: {
        Row: {
          computed_at: string;
          median_reply_seconds: number | null;
          owner_id: string;
          replied_deals: number;
          window_days: number;
        };
        ComputedFields: never;
        Insert: {
          computed_at?: string;
          median_reply_seconds?: number | null;
          owner_id: string;
          replied_deals: number;
          window_days?: number;
        };
        Update: {
          computed_at?: string;
          median_reply_seconds?: number | null;
          owner_id?: string;
          replied_deals?: number;
          window_days?: number;
        };
        Relationships: [
          {
            foreignKeyName: 'owner_response_times_owner_id_fkey';
            columns: ['owner_id'];
            isOneToOne: true;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
        ];
      };
      profiles: {
        Row: {
          consented_at: string | null;
          created_at: string;
          email: string;
          email_confirmed_at: string | null;
          has_seen_profile_banner: boolean;
          id: string;
          language: Database['public']['Enums']['app_language'];
          name: string;
          phone_number: string | null;
          privacy_version: string | null;
          profile_complete: boolean;
          rejected_at: string | null;
          role: Database['public']['Enums']['app_role'];
          submitted_at: string;
          terms_version: string | null;
          updated_at: string;
          verification_status: Database['public']['Enums']['verification_status'];
          verified_at: string | null;
          website: string | null;
        };
        ComputedFields: never;
        Insert: {
          consented_at?: string | null;
          created_at?: string;
          email: string;
          email_confirmed_at?: string | null;
          has_seen_profile_banner?: boolean;
          id: string;
          language?: Database['public']['Enums']['app_language'];
          name: string;
          phone_number?: string | null;
          privacy_version?: string | null;
          profile_complete?: boolean;
          rejected_at?: string | null;
          role?: Database['public']['Enums']['app_role'];
          submitted_at?: string;
          terms_version?: string | null;
          updated_at?: string;
          verification_status?: Database['public']['Enums']['verification_status'];
          verified_at?: string | null;
          website?: string | null;
        };
        Update: {
          consented_at?: string | null;
          created_at?: string;
          email?: string;
          email_confirmed_at?: string | null;
          has_seen_profile_banner?: boolean;
          id?: string;
          language?: Database['public']['Enums']['app_language'];
          name?: string;
          phone_number?: string | null;
          privacy_version?: string | null;
          profile_complete?: boolean;
          rejected_at?: string | null;
          role?: Database['public']['Enums']['app_role'];
          submitted_at?: string;
          terms_version?: string | null;
          updated_at?: string;
          verification_status?: Database['public']['Enums']['verification_status'];
          verified_at?: string | null;
          website?: string | null;
        };
        Relationships: [];
      };
      saved_searches: {
        Row: {
          created_at: string;
          filter_key: string;
          id: string;
          industry: Database['public']['Enums']['industry'] | null;
          last_emailed_at: string | null;
          link: string;
          location: Database['public']['Enums']['location'] | null;
          name: string;
          query: string | null;
          revenue: Database['public']['Enums']['revenue_range'] | null;
          updated_at: string;
          user_id: string;
          words: string[];
        };
        ComputedFields: never;
        Insert: {
          created_at?: string;
          filter_key?: string;
          id?: string;
          industry?: Database['public']['Enums']['industry'] | null;
          last_emailed_at?: string | null;
          link?: string;
          location?: Database['public']['Enums']['location'] | null;
          name: string;
          query?: string | null;
          revenue?: Database['public']['Enums']['revenue_range'] | null;
          updated_at?: string;
          user_id?: string;
          words?: string[];
        };
        Update: {
          created_at?: string;
          filter_key?: string;
          id?: string;
          industry?: Database['public']['Enums']['industry'] | null;
          last_emailed_at?: string | null;
          link?: string;
          location?: Database['public']['Enums']['location'] | null;
          name?: string;
          query?: string | null;
          revenue?: Database['public']['Enums']['revenue_range'] | null;
          updated_at?: string;
          user_id?: string;
          words?: string[];
        };
        Relationships: [
          {
            foreignKeyName: 'saved_searches_user_id_fkey';
            columns: ['user_id'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
        ];
      };
      unlock_requests: {
        Row: {
          created_at: string;
          decided_at: string | null;
          decided_by: string | null;
          id: string;
          listing_id: string;
          price_eur: number;
          status: Database['public']['Enums']['unlock_status'];
          user_id: string;
        };
        ComputedFields: never;
        Insert: {
          created_at?: string;
          decided_at?: string | null;
          decided_by?: string | null;
          id?: string;
          listing_id: string;
          price_eur?: number;
          status?: Database['public']['Enums']['unlock_status'];
          user_id?: string;
        };
        Update: {
          created_at?: string;
          decided_at?: string | null;
          decided_by?: string | null;
          id?: string;
          listing_id?: string;
          price_eur?: number;
          status?: Database['public']['Enums']['unlock_status'];
          user_id?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'unlock_requests_decided_by_fkey';
            columns: ['decided_by'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'unlock_requests_listing_id_fkey';
            columns: ['listing_id'];
            isOneToOne: false;
            referencedRelation: 'listings';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'unlock_requests_user_id_fkey';
            columns: ['user_id'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
        ];
      };
      won_deal_confirmations: {
        Row: {
          deal_id: string;
          decided_at: string | null;
          decided_by: string | null;
          fee_cents: number | null;
          fee_eur: number | null;
          listing_id: string;
          marked_at: string;
          marked_by: string | null;
          paid_at: string | null;
          paid_by: string | null;
          proposed_fee_eur: number;
          status: Database['public']['Enums']['success_fee_decision'];
        };
        ComputedFields: never;
        Insert: {
          deal_id: string;
          decided_at?: string | null;
          decided_by?: string | null;
          fee_cents?: never;
          fee_eur?: number | null;
          listing_id: string;
          marked_at?: string;
          marked_by?: string | null;
          paid_at?: string | null;
          paid_by?: string | null;
          proposed_fee_eur: number;
          status?: Database['public']['Enums']['success_fee_decision'];
        };
        Update: {
          deal_id?: string;
          decided_at?: string | null;
          decided_by?: string | null;
          fee_cents?: never;
          fee_eur?: number | null;
          listing_id?: string;
          marked_at?: string;
          marked_by?: string | null;
          paid_at?: string | null;
          paid_by?: string | null;
          proposed_fee_eur?: number;
          status?: Database['public']['Enums']['success_fee_decision'];
        };
        Relationships: [
          {
            foreignKeyName: 'won_deal_confirmations_deal_id_fkey';
            columns: ['deal_id'];
            isOneToOne: true;
            referencedRelation: 'deals';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'won_deal_confirmations_decided_by_fkey';
            columns: ['decided_by'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'won_deal_confirmations_listing_id_fkey';
            columns: ['listing_id'];
            isOneToOne: false;
            referencedRelation: 'listings';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'won_deal_confirmations_marked_by_fkey';
            columns: ['marked_by'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'won_deal_confirmations_paid_by_fkey';
            columns: ['paid_by'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
        ];
      };
    };
    Views: {
      [_ in never]: never;
    };
    Functions: {
      accept_deal_invitation: {
        Args: {
          p_accept_nda: boolean;
          p_accept_terms?: boolean;
          p_member_id: string;
          p_signed_name: string;
        };
        Returns: {
          accepted_at: string | null;
          deal_id: string;
          email: string;
          id: string;
          invited_at: string;
          invited_by: string | null;
          nda_accepted_at: string | null;
          nda_signed_name: string | null;
          removed_at: string | null;
          removed_by: string | null;
          role: Database['public']['Enums']['deal_member_role'];
          side: Database['public']['Enums']['deal_side'];
          status: Database['public']['Enums']['deal_member_status'];
          user_id: string | null;
        };
        SetofOptions: {
          from: '*';
          to: 'deal_members';
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
      accept_loi: {
        Args: { p_offer_id: string };
        Returns: {
          amends_id: string | null;
          buyer_id: string;
          closing_cents: number;
          cond_approvals: boolean;
          cond_due_diligence: boolean;
          cond_financing: boolean;
          conditions_note: string | null;
          created_at: string;
          deal_id: string;
          decided_at: string | null;
          decided_by: string | null;
          decline_note: string | null;
          decline_reason: Database['public']['Enums']['offer_decline_reason'] | null;
          diligence_deadline: string | null;
          earn_out_cents: number | null;
          earn_out_eur: number | null;
          earn_out_metric: Database['public']['Enums']['offer_earn_out_metric'] | null;
          earn_out_months: number | null;
          earn_out_terms: string | null;
          exclusivity_days: number;
          financing: Database['public']['Enums']['offer_financing'];
          financing_bank_cents: number | null;
          financing_development_cents: number | null;
          financing_equity_cents: number | null;
          financing_note: string | null;
          holdback_cents: number | null;
          holdback_months: number | null;
          id: string;
          listing_id: string;
          previous_id: string | null;
          price_cents: number;
          price_eur: number;
          proposed_by: Database['public']['Enums']['deal_side'];
          retrade_note: string | null;
          retrade_reason: Database['public']['Enums']['offer_retrade_reason'] | null;
          status: Database['public']['Enums']['offer_status'];
          structure: Database['public']['Enums']['offer_structure'];
          target_signing_date: string | null;
          valid_until: string;
          vendor_loan_cents: number | null;
          vendor_loan_interest_bp: number | null;
          vendor_loan_months: number | null;
          version_no: number;
        };
        SetofOptions: {
          from: '*';
          to: 'deal_offers';
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
      add_closing_item: {
        Args: {
          p_deal_id: string;
          p_due_on?: string;
          p_owner_side: Database['public']['Enums']['deal_side'];
          p_required?: boolean;
          p_title: string;
        };
        Returns: {
          created_at: string;
          created_by: string;
          deal_id: string;
          decided_at: string | null;
          decided_by: string | null;
          due_on: string | null;
          id: string;
          notary_name: string | null;
          overdue_notified_at: string | null;
          owner_side: Database['public']['Enums']['deal_side'];
          position: number;
          reminded_at: string | null;
          required: boolean;
          status: Database['public']['Enums']['closing_item_status'];
          title: string | null;
          title_key: string | null;
          waive_reason: string | null;
        };
        SetofOptions: {
          from: '*';
          to: 'closing_items';
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
      admin_applicant: { Args: { p_user_id: string }; Returns: Json };
      admin_kpis: { Args: { p_until?: string; p_weeks?: number }; Returns: Json };
      admin_queues: { Args: Record<PropertyKey, never>; Returns: Json };
      admin_search_listings: {
        Args: {
          p_from?: string;
          p_limit?: number;
          p_offset?: number;
          p_search: string;
          p_status?: Database['public']['Enums']['listing_status'];
          p_until?: string;
        };
        Returns: Json;
      };
      admin_search_users: {
        Args: {
          p_ascending?: boolean;
          p_from?: string;
          p_limit?: number;
          p_offset?: number;
          p_period_field?: string;
          p_search: string;
          p_sort?: string;
          p_status?: Database['public']['Enums']['verification_status'];
          p_until?: string;
        };
        Returns: Json;
      };
      admin_stats: {
        Args: Record<PropertyKey, never>;
        Returns: {
          pending_users: number;
          rejected_users: number;
          total_companies: number;
          total_inquiries: number;
          total_investors: number;
          total_listings: number;
          total_scouts: number;
          total_users: number;
          verified_users: number;
        }[];
      };
      answer_exclusivity_extension: {
        Args: { p_agree: boolean; p_extension_id: string };
        Returns: {
          buyer_id: string;
          created_at: string;
          days: number;
          deal_id: string;
          decided_at: string | null;
          decided_by: string | null;
          id: string;
          listing_id: string;
          note: string | null;
          requested_by: Database['public']['Enums']['deal_side'];
          requested_by_user: string | null;
          status: Database['public']['Enums']['exclusivity_extension_status'];
        };
        SetofOptions: {
          from: '*';
          to: 'exclusivity_extensions';
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
      approve_diligence_answer: {
        Args: { p_question_id: string };
        Returns: {
          answer: string | null;
          answered_at: string | null;
          approved_by: string | null;
          asked_by: string;
          body: string;
          created_at: string;
          deal_id: string;
          document_id: string | null;
          due_date: string | null;
          faq_published_at: string | null;
          id: string;
          owner_id: string | null;
          request_id: string | null;
          state: Database['public']['Enums']['diligence_question_state'];
          updated_at: string;
        };
        SetofOptions: {
          from: '*';
          to: 'diligence_questions';
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
      archive_purge_pending: {
        Args: { p_after_bucket?: string; p_after_name?: string; p_limit?: number };
        Returns: {
          bucket_id: string;
          name: string;
        }[];
      };
      attach_invoice_document: {
        Args: { p_document: string; p_invoice_id: string; p_path: string; p_sha256: string };
        Returns: undefined;
      };
      audit_trail: {
        Args: {
          p_event_type?: string;
          p_from?: string;
          p_limit?: number;
          p_listing_id?: string;
          p_offset?: number;
          p_to?: string;
        };
        Returns: {
          actor_email: string;
          actor_id: string;
          actor_name: string;
          detail: Json;
          event_type: string;
          id: number;
          listing_id: string;
          listing_title: string;
          occurred_at: string;
          subject_email: string;
          subject_name: string;
          subject_user_id: string;
          total_count: number;
        }[];
      };
      begin_data_room_upload: {
        Args: {
          p_document_id?: string;
          p_file_name: string;
          p_folder_id?: string;
          p_listing_id: string;
          p_mime_type: string;
          p_size_bytes: number;
          p_tier?: Database['public']['Enums']['data_room_tier'];
        };
        Returns: {
          document_id: string;
          object_name: string;
          version_id: string;
        }[];
      };
      begin_notification_email: { Args: { p_ids: number[]; p_worker: string }; Returns: boolean };
      cancel_invoice: { Args: { p_invoice_id: string; p_reissue?: boolean }; Returns: Json };
      claim_notification_emails: {
        Args: {
          p_due_before?: string;
          p_lease_seconds?: number;
          p_limit?: number;
          p_worker: string;
        };
        Returns: {
          created_at: string;
          group_key: string;
          id: number;
          kind: string;
          language: Database['public']['Enums']['app_language'];
          payload: Json;
          recipient: string;
          user_id: string;
        }[];
      };
      close_deal: {
        Args: { p_deal_id: string };
        Returns: {
          access_decided_at: string | null;
          access_decided_by: string | null;
          access_reminded_at: string | null;
          access_requested_at: string | null;
          buyer_first_message_at: string | null;
          buyer_id: string;
          created_at: string;
          exclusive_until: string | null;
          id: string;
          listing_id: string;
          message_reminded_at: string | null;
          nda_signed_at: string | null;
          owner_first_reply_at: string | null;
          stage: Database['public']['Enums']['deal_stage'];
          stage_changed_at: string;
          stale_since: string | null;
          updated_at: string;
        };
        SetofOptions: {
          from: '*';
          to: 'deals';
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
      close_listing: {
        Args: { p_listing_id: string; p_success_fee_eur: number };
        Returns: {
          anonymized_description: string;
          asking_price_eur: number | null;
          changed_at: string | null;
          created_at: string;
          deal_won_at: string | null;
          ebitda_band_max_eur: number | null;
          ebitda_band_min_eur: number | null;
          ebitda_margin_band: Database['public']['Enums']['margin_band'] | null;
          employees: Database['public']['Enums']['employee_range'];
          founded_decade: number | null;
          id: string;
          industry: Database['public']['Enums']['industry'];
          legal_form: Database['public']['Enums']['legal_form'] | null;
          location: Database['public']['Enums']['location'];
          market_position: string | null;
          owner_dependence: Database['public']['Enums']['owner_dependence'] | null;
          patents: boolean;
          price: string | null;
          real_estate: Database['public']['Enums']['real_estate'] | null;
          region: Database['public']['Enums']['region'] | null;
          required_capacity_band: Database['public']['Enums']['capacity_band'] | null;
          revenue: Database['public']['Enums']['revenue_range'];
          revenue_growth_band: Database['public']['Enums']['growth_band'] | null;
          sale_reason: Database['public']['Enums']['sale_reason'] | null;
          search_text: string;
          status: Database['public']['Enums']['listing_status'];
          success_fee_eur: number | null;
          type: Database['public']['Enums']['listing_type'];
          updated_at: string;
          user_id: string;
          user_role: Database['public']['Enums']['app_role'];
        };
        SetofOptions: {
          from: '*';
          to: 'listings';
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
      closing_archive_audit: {
        Args: { p_deal_id: string };
        Returns: {
          actor_id: string | null;
          detail: NonNullable<Json>;
          event_type: string;
          id: number;
          listing_id: string | null;
          occurred_at: string;
          read_day: string | null;
          subject_user_id: string | null;
        }[];
        SetofOptions: {
          from: '*';
          to: 'audit_events';
          isOneToOne: false;
          isSetofReturn: true;
        };
      };
      closing_archive_documents: {
        Args: { p_deal_id: string };
        Returns: {
          document_id: string;
          file_name: string;
          folder_name: string;
          mime_type: string;
          name: string;
          object_name: string;
          tier: Database['public']['Enums']['data_room_tier'];
          version_id: string;
        }[];
      };
      closing_archive_reads: {
        Args: { p_deal_id: string };
        Returns: {
          delivery: string;
          document_id: string;
          id: number;
          listing_id: string;
          read_at: string;
          reader_id: string;
          version_id: string;
        }[];
        SetofOptions: {
          from: '*';
          to: 'data_room_reads';
          isOneToOne: false;
          isSetofReturn: true;
        };
      };
      complete_closing_item: {
        Args: { p_item_id: string };
        Returns: {
          created_at: string;
          created_by: string;
          deal_id: string;
          decided_at: string | null;
          decided_by: string | null;
          due_on: string | null;
          id: string;
          notary_name: string | null;
          overdue_notified_at: string | null;
          owner_side: Database['public']['Enums']['deal_side'];
          position: number;
          reminded_at: string | null;
          required: boolean;
          status: Database['public']['Enums']['closing_item_status'];
          title: string | null;
          title_key: string | null;
          waive_reason: string | null;
        };
        SetofOptions: {
          from: '*';
          to: 'closing_items';
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
      complete_data_room_upload: {
        Args: { p_object_version: string; p_size_bytes: number; p_version_id: string };
        Returns: undefined;
      };
      complete_deal_milestone: {
        Args: { p_milestone_id: string };
        Returns: {
          buyer_id: string;
          created_at: string;
          deal_id: string;
          done_at: string | null;
          done_by: string | null;
          due_on: string;
          id: string;
          kind: Database['public']['Enums']['offer_milestone_kind'];
          listing_id: string;
          offer_id: string;
          overdue_notified_at: string | null;
          owner_side: Database['public']['Enums']['deal_side'];
          reminded_at: string | null;
        };
        SetofOptions: {
          from: '*';
          to: 'deal_milestones';
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
      confirm_account_rejection: {
        Args: { p_proposal_id: string };
        Returns: {
          consented_at: string | null;
          created_at: string;
          email: string;
          email_confirmed_at: string | null;
          has_seen_profile_banner: boolean;
          id: string;
          language: Database['public']['Enums']['app_language'];
          name: string;
          phone_number: string | null;
          privacy_version: string | null;
          profile_complete: boolean;
          rejected_at: string | null;
          role: Database['public']['Enums']['app_role'];
          submitted_at: string;
          terms_version: string | null;
          updated_at: string;
          verification_status: Database['public']['Enums']['verification_status'];
          verified_at: string | null;
          website: string | null;
        };
        SetofOptions: {
          from: '*';
          to: 'profiles';
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
      confirm_archive_purge: {
        Args: { p_bucket_id: string; p_names: string[]; p_now?: string };
        Returns: number;
      };
      confirm_newsletter: { Args: { p_token: string }; Returns: boolean };
      counter_loi: {
        Args: { p_offer_id: string; p_terms: Json };
        Returns: {
          amends_id: string | null;
          buyer_id: string;
          closing_cents: number;
          cond_approvals: boolean;
          cond_due_diligence: boolean;
          cond_financing: boolean;
          conditions_note: string | null;
          created_at: string;
          deal_id: string;
          decided_at: string | null;
          decided_by: string | null;
          decline_note: string | null;
          decline_reason: Database['public']['Enums']['offer_decline_reason'] | null;
          diligence_deadline: string | null;
          earn_out_cents: number | null;
          earn_out_eur: number | null;
          earn_out_metric: Database['public']['Enums']['offer_earn_out_metric'] | null;
          earn_out_months: number | null;
          earn_out_terms: string | null;
          exclusivity_days: number;
          financing: Database['public']['Enums']['offer_financing'];
          financing_bank_cents: number | null;
          financing_development_cents: number | null;
          financing_equity_cents: number | null;
          financing_note: string | null;
          holdback_cents: number | null;
          holdback_months: number | null;
          id: string;
          listing_id: string;
          previous_id: string | null;
          price_cents: number;
          price_eur: number;
          proposed_by: Database['public']['Enums']['deal_side'];
          retrade_note: string | null;
          retrade_reason: Database['public']['Enums']['offer_retrade_reason'] | null;
          status: Database['public']['Enums']['offer_status'];
          structure: Database['public']['Enums']['offer_structure'];
          target_signing_date: string | null;
          valid_until: string;
          vendor_loan_cents: number | null;
          vendor_loan_interest_bp: number | null;
          vendor_loan_months: number | null;
          version_no: number;
        };
        SetofOptions: {
          from: '*';
          to: 'deal_offers';
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
      create_listing: {
        Args: {
          p_anonymized_description?: string;
          p_asking_price_eur?: number;
          p_description?: string;
          p_employees?: Database['public']['Enums']['employee_range'];
          p_facts?: Json;
          p_financials?: Json;
          p_full_details?: string;
          p_industry?: Database['public']['Enums']['industry'];
          p_location?: Database['public']['Enums']['location'];
          p_market_position?: string;
          p_patents?: boolean;
          p_price?: string;
          p_publish?: boolean;
          p_revenue?: Database['public']['Enums']['revenue_range'];
          p_title?: string;
          p_type?: Database['public']['Enums']['listing_type'];
        };
        Returns: string;
      };
      data_room: { Args: { p_listing_id: string }; Returns: Json };
      data_room_anonymous_opens: {
        Args: { p_listing_id: string };
        Returns: {
          document_id: string;
          document_name: string;
          opens: number;
          readers: number;
        }[];
      };
      data_room_read_log: {
        Args: { p_listing_id: string };
        Returns: {
          document_id: string;
          document_name: string;
          first_read_at: string;
          last_read_at: string;
          opens: number;
          reader_email: string;
          reader_id: string;
          reader_name: string;
        }[];
      };
      deal_diligence: { Args: { p_deal_id: string }; Returns: Json };
      deal_overview: {
        Args: { p_deal_id: string };
        Returns: {
          access_decided_at: string;
          access_requested_at: string;
          anonymized_description: string;
          asking_price_eur: number;
          buyer_email: string;
          buyer_id: string;
          buyer_name: string;
          created_at: string;
          description: string;
          events: Json;
          exclusive_until: string;
          full_details: string;
          id: string;
          industry: Database['public']['Enums']['industry'];
          invoice_id: string;
          invoice_number: string;
          listing_id: string;
          listing_status: Database['public']['Enums']['listing_status'];
          listing_type: Database['public']['Enums']['listing_type'];
          location: Database['public']['Enums']['location'];
          nda_signed_at: string;
          offers: Json;
          paused_until: string;
          revenue: Database['public']['Enums']['revenue_range'];
          stage: Database['public']['Enums']['deal_stage'];
          stage_changed_at: string;
          stale_since: string;
          title: string;
          viewer_role: string;
        }[];
      };
      deal_team: { Args: { p_deal_id: string }; Returns: Json };
      deal_thread: {
        Args: { p_before_id?: number; p_deal_id: string; p_limit?: number };
        Returns: Json;
      };
      decide_deal_offer: {
        Args: { p_accept: boolean; p_offer_id: string };
        Returns: {
          amends_id: string | null;
          buyer_id: string;
          closing_cents: number;
          cond_approvals: boolean;
          cond_due_diligence: boolean;
          cond_financing: boolean;
          conditions_note: string | null;
          created_at: string;
          deal_id: string;
          decided_at: string | null;
          decided_by: string | null;
          decline_note: string | null;
          decline_reason: Database['public']['Enums']['offer_decline_reason'] | null;
          diligence_deadline: string | null;
          earn_out_cents: number | null;
          earn_out_eur: number | null;
          earn_out_metric: Database['public']['Enums']['offer_earn_out_metric'] | null;
          earn_out_months: number | null;
          earn_out_terms: string | null;
          exclusivity_days: number;
          financing: Database['public']['Enums']['offer_financing'];
          financing_bank_cents: number | null;
          financing_development_cents: number | null;
          financing_equity_cents: number | null;
          financing_note: string | null;
          holdback_cents: number | null;
          holdback_months: number | null;
          id: string;
          listing_id: string;
          previous_id: string | null;
          price_cents: number;
          price_eur: number;
          proposed_by: Database['public']['Enums']['deal_side'];
          retrade_note: string | null;
          retrade_reason: Database['public']['Enums']['offer_retrade_reason'] | null;
          status: Database['public']['Enums']['offer_status'];
          structure: Database['public']['Enums']['offer_structure'];
          target_signing_date: string | null;
          valid_until: string;
          vendor_loan_cents: number | null;
          vendor_loan_interest_bp: number | null;
          vendor_loan_months: number | null;
          version_no: number;
        };
        SetofOptions: {
          from: '*';
          to: 'deal_offers';
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
      decide_success_fee: {
        Args: { p_confirm: boolean; p_deal_id: string };
        Returns: {
          deal_id: string;
          decided_at: string | null;
          decided_by: string | null;
          fee_cents: number | null;
          fee_eur: number | null;
          listing_id: string;
          marked_at: string;
          marked_by: string | null;
          paid_at: string | null;
          paid_by: string | null;
          proposed_fee_eur: number;
          status: Database['public']['Enums']['success_fee_decision'];
        };
        SetofOptions: {
          from: '*';
          to: 'won_deal_confirmations';
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
      decide_unlock_request: {
        Args: {
          p_approve: boolean;
          p_reason_code?: string;
          p_reason_note?: string;
          p_request_id: string;
        };
        Returns: {
          created_at: string;
          decided_at: string | null;
          decided_by: string | null;
          id: string;
          listing_id: string;
          price_eur: number;
          status: Database['public']['Enums']['unlock_status'];
          user_id: string;
        };
        SetofOptions: {
          from: '*';
          to: 'unlock_requests';
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
      decline_loi: {
        Args: {
          p_note?: string;
          p_offer_id: string;
          p_reason: Database['public']['Enums']['offer_decline_reason'];
        };
        Returns: {
          amends_id: string | null;
          buyer_id: string;
          closing_cents: number;
          cond_approvals: boolean;
          cond_due_diligence: boolean;
          cond_financing: boolean;
          conditions_note: string | null;
          created_at: string;
          deal_id: string;
          decided_at: string | null;
          decided_by: string | null;
          decline_note: string | null;
          decline_reason: Database['public']['Enums']['offer_decline_reason'] | null;
          diligence_deadline: string | null;
          earn_out_cents: number | null;
          earn_out_eur: number | null;
          earn_out_metric: Database['public']['Enums']['offer_earn_out_metric'] | null;
          earn_out_months: number | null;
          earn_out_terms: string | null;
          exclusivity_days: number;
          financing: Database['public']['Enums']['offer_financing'];
          financing_bank_cents: number | null;
          financing_development_cents: number | null;
          financing_equity_cents: number | null;
          financing_note: string | null;
          holdback_cents: number | null;
          holdback_months: number | null;
          id: string;
          listing_id: string;
          previous_id: string | null;
          price_cents: number;
          price_eur: number;
          proposed_by: Database['public']['Enums']['deal_side'];
          retrade_note: string | null;
          retrade_reason: Database['public']['Enums']['offer_retrade_reason'] | null;
          status: Database['public']['Enums']['offer_status'];
          structure: Database['public']['Enums']['offer_structure'];
          target_signing_date: string | null;
          valid_until: string;
          vendor_loan_cents: number | null;
          vendor_loan_interest_bp: number | null;
          vendor_loan_months: number | null;
          version_no: number;
        };
        SetofOptions: {
          from: '*';
          to: 'deal_offers';
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
      delete_data_room_document: { Args: { p_document_id: string }; Returns: string[] };
      diligence_checklist: {
        Args: Record<PropertyKey, never>;
        Returns: {
          category: Database['public']['Enums']['diligence_category'];
          description_de: string;
          description_en: string;
          item: number;
          priority: Database['public']['Enums']['diligence_priority'];
          title_de: string;
          title_en: string;
        }[];
      };
      diligence_faq: {
        Args: { p_listing_id: string };
        Returns: {
          answer: string;
          id: string;
          published_at: string;
          question: string;
        }[];
      };
      diligence_progress: {
        Args: { p_listing_id: string };
        Returns: {
          accepted: number;
          answered: number;
          buyer_name: string;
          deal_id: string;
          next_due: string;
          open: number;
          overdue: number;
          questions_open: number;
          stage: Database['public']['Enums']['deal_stage'];
        }[];
      };
      discard_data_room_upload: { Args: { p_version_id: string }; Returns: undefined };
      document_issuer: { Args: Record<PropertyKey, never>; Returns: Json };
      end_exclusivity_early: {
        Args: { p_deal_id: string };
        Returns: {
          access_decided_at: string | null;
          access_decided_by: string | null;
          access_reminded_at: string | null;
          access_requested_at: string | null;
          buyer_first_message_at: string | null;
          buyer_id: string;
          created_at: string;
          exclusive_until: string | null;
          id: string;
          listing_id: string;
          message_reminded_at: string | null;
          nda_signed_at: string | null;
          owner_first_reply_at: string | null;
          stage: Database['public']['Enums']['deal_stage'];
          stage_changed_at: string;
          stale_since: string | null;
          updated_at: string;
        };
        SetofOptions: {
          from: '*';
          to: 'deals';
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
      end_lapsed_exclusivities: { Args: Record<PropertyKey, never>; Returns: number };
      finance_summary: {
        Args: Record<PropertyKey, never>;
        Returns: {
          gross_cents: number;
          invoices: number;
          kind: Database['public']['Enums']['invoice_kind'];
          net_cents: number;
          status: Database['public']['Enums']['invoice_status'];
          vat_cents: number;
        }[];
      };
      finish_notification_email: {
        Args: { p_error?: string; p_ids: number[]; p_retry?: boolean; p_worker: string };
        Returns: undefined;
      };
      import_bank_statement: { Args: { p_lines: Json }; Returns: Json };
      import_diligence_checklist: {
        Args: { p_deal_id: string; p_language: Database['public']['Enums']['app_language'] };
        Returns: number;
      };
      invite_deal_member: {
        Args: {
          p_deal_id: string;
          p_email: string;
          p_role?: Database['public']['Enums']['deal_member_role'];
        };
        Returns: {
          accepted_at: string | null;
          deal_id: string;
          email: string;
          id: string;
          invited_at: string;
          invited_by: string | null;
          nda_accepted_at: string | null;
          nda_signed_name: string | null;
          removed_at: string | null;
          removed_by: string | null;
          role: Database['public']['Enums']['deal_member_role'];
          side: Database['public']['Enums']['deal_side'];
          status: Database['public']['Enums']['deal_member_status'];
          user_id: string | null;
        };
        SetofOptions: {
          from: '*';
          to: 'deal_members';
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
      invite_matching_buyer: {
        Args: { p_buyer_ref: string; p_listing_id: string };
        Returns: undefined;
      };
      link_closing_document: {
        Args: { p_document_id: string; p_item_id: string };
        Returns: {
          created_at: string;
          deal_id: string;
          document_id: string;
          item_id: string;
          linked_by: string;
          listing_id: string;
          version_no: number;
        };
        SetofOptions: {
          from: '*';
          to: 'closing_item_documents';
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
      listing_analytics: { Args: { p_listing_id: string; p_weeks?: number }; Returns: Json };
      listing_changes_for_deal: {
        Args: { p_deal_id: string };
        Returns: {
          changed_at: string;
          changes: Json;
          id: number;
        }[];
      };
      listing_exclusivity_pause: { Args: { p_listing_id: string }; Returns: string };
      listing_matching_buyers: { Args: { p_listing_id: string }; Returns: Json };
      listing_pipeline: {
        Args: { p_listing_id: string };
        Returns: {
          access_decided_at: string;
          access_requested_at: string;
          buyer_email: string;
          buyer_id: string;
          buyer_name: string;
          buyer_waiting_since: string;
          created_at: string;
          deal_id: string;
          last_activity_at: string;
          nda_signed_at: string;
          paused: boolean;
          stage: Database['public']['Enums']['deal_stage'];
          stage_changed_at: string;
          unread: number;
        }[];
      };
      listing_preview: {
        Args: { p_listing_id: string; p_tier: Database['public']['Enums']['data_room_tier'] };
        Returns: Json;
      };
      mark_deal_thread_read: {
        Args: { p_deal_id: string; p_up_to_id?: number };
        Returns: {
          deal_id: string;
          last_read_message_id: number | null;
          listing_id: string;
          read_at: string | null;
          unread_count: number;
          updated_at: string;
          user_id: string;
        };
        SetofOptions: {
          from: '*';
          to: 'deal_reads';
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
      mark_invoice_paid: {
        Args: { p_invoice_id: string; p_paid_on?: string };
        Returns: {
          amount_eur: number;
          buyer_id: string;
          buyer_kind: Database['public']['Enums']['billing_kind'];
          cancelled_at: string | null;
          cancels_invoice_id: string | null;
          city: string | null;
          company_email: string | null;
          company_name: string | null;
          country: string | null;
          deal_id: string | null;
          due_date: string;
          gross_cents: number;
          id: string;
          issued_at: string;
          issuer: NonNullable<Json>;
          kind: Database['public']['Enums']['invoice_kind'];
          language: Database['public']['Enums']['app_language'];
          listing_id: string | null;
          listing_title: string;
          net_cents: number;
          number: string;
          paid_at: string | null;
          paid_by: string | null;
          payment_source: string | null;
          pdf_path: string | null;
          pdf_sha256: string | null;
          phone_number: string | null;
          postal_code: string | null;
          receipt_path: string | null;
          receipt_sha256: string | null;
          reminded_at: string | null;
          responsible_person: string | null;
          sequence_number: number;
          service_date: string;
          status: Database['public']['Enums']['invoice_status'];
          street_address: string | null;
          uid_number: string | null;
          vat_cents: number;
          vat_rate_percent: number;
          vat_treatment: Database['public']['Enums']['vat_treatment'];
          year: number;
        };
        SetofOptions: {
          from: '*';
          to: 'invoices';
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
      mark_scout_fee_paid: {
        Args: { p_deal_id: string; p_paid_on?: string };
        Returns: {
          deal_id: string;
          decided_at: string | null;
          decided_by: string | null;
          fee_cents: number | null;
          fee_eur: number | null;
          listing_id: string;
          marked_at: string;
          marked_by: string | null;
          paid_at: string | null;
          paid_by: string | null;
          proposed_fee_eur: number;
          status: Database['public']['Enums']['success_fee_decision'];
        };
        SetofOptions: {
          from: '*';
          to: 'won_deal_confirmations';
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
      move_deal: {
        Args: {
          p_deal_id: string;
          p_reason_code?: string;
          p_reason_note?: string;
          p_stage: Database['public']['Enums']['deal_stage'];
        };
        Returns: {
          access_decided_at: string | null;
          access_decided_by: string | null;
          access_reminded_at: string | null;
          access_requested_at: string | null;
          buyer_first_message_at: string | null;
          buyer_id: string;
          created_at: string;
          exclusive_until: string | null;
          id: string;
          listing_id: string;
          message_reminded_at: string | null;
          nda_signed_at: string | null;
          owner_first_reply_at: string | null;
          stage: Database['public']['Enums']['deal_stage'];
          stage_changed_at: string;
          stale_since: string | null;
          updated_at: string;
        };
        SetofOptions: {
          from: '*';
          to: 'deals';
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
      my_dashboard_stats: {
        Args: Record<PropertyKey, never>;
        Returns: {
          active_listings: number;
          interested_parties: number;
          interests: number;
          listings_viewed: number;
          ndas: number;
          ndas_signed: number;
          new_messages: number;
          profile_views: number;
          role: Database['public']['Enums']['app_role'];
          successful_deals: number;
          total_earnings_eur: number;
          views: number;
        }[];
      };
      my_deal_invitations: {
        Args: Record<PropertyKey, never>;
        Returns: {
          deal_id: string;
          id: string;
          industry: Database['public']['Enums']['industry'];
          invited_at: string;
          invited_by_name: string;
          listing_type: Database['public']['Enums']['listing_type'];
          needs_terms: boolean;
          role: Database['public']['Enums']['deal_member_role'];
          side: Database['public']['Enums']['deal_side'];
        }[];
      };
      my_decision_inbox: {
        Args: Record<PropertyKey, never>;
        Returns: {
          counterpart_name: string;
          deal_id: string;
          industry: Database['public']['Enums']['industry'];
          item_id: string;
          kind: string;
          listing_id: string;
          listing_title: string;
          listing_type: Database['public']['Enums']['listing_type'];
          location: Database['public']['Enums']['location'];
          owner_median_reply_seconds: number;
          revenue: Database['public']['Enums']['revenue_range'];
          side: Database['public']['Enums']['deal_side'];
          team_role: Database['public']['Enums']['deal_member_role'];
          waiting_since: string;
        }[];
      };
      my_listing_counterparties: {
        Args: Record<PropertyKey, never>;
        Returns: {
          email: string;
          inquired: boolean;
          listing_id: string;
          name: string;
          nda_signed: boolean;
          unlock_status: Database['public']['Enums']['unlock_status'];
          user_id: string;
        }[];
      };
      my_listings_overview: {
        Args: Record<PropertyKey, never>;
        Returns: {
          deals: number;
          last_activity_at: string;
          listing_id: string;
          paused: number;
          stage_counts: Json;
          unread: number;
          views: number;
          waiting: number;
        }[];
      };
      notification_kind_is_mandatory: {
        Args: { p_kind: Database['public']['Enums']['notification_kind'] };
        Returns: boolean;
      };
      open_data_room_document: {
        Args: { p_document_id: string };
        Returns: {
          file_name: string;
          is_owner: boolean;
          mime_type: string;
          object_name: string;
          reader_email: string;
          reader_name: string;
        }[];
      };
      pending_won_deals: {
        Args: Record<PropertyKey, never>;
        Returns: {
          buyer_email: string;
          buyer_name: string;
          deal_id: string;
          listing_id: string;
          listing_title: string;
          marked_at: string;
          offer_price_eur: number;
          owner_email: string;
          owner_id: string;
          owner_name: string;
          owner_role: Database['public']['Enums']['app_role'];
          proposed_fee_eur: number;
        }[];
      };
      promote_configured_admin: {
        Args: { p_user_id: string };
        Returns: {
          consented_at: string | null;
          created_at: string;
          email: string;
          email_confirmed_at: string | null;
          has_seen_profile_banner: boolean;
          id: string;
          language: Database['public']['Enums']['app_language'];
          name: string;
          phone_number: string | null;
          privacy_version: string | null;
          profile_complete: boolean;
          rejected_at: string | null;
          role: Database['public']['Enums']['app_role'];
          submitted_at: string;
          terms_version: string | null;
          updated_at: string;
          verification_status: Database['public']['Enums']['verification_status'];
          verified_at: string | null;
          website: string | null;
        };
        SetofOptions: {
          from: '*';
          to: 'profiles';
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
      propose_account_rejection: {
        Args: { p_reason_code: string; p_reason_note?: string; p_user_id: string };
        Returns: Json;
      };
      recommended_listings: {
        Args: { p_limit?: number };
        Returns: {
          anonymized_description: string;
          created_at: string;
          employees: Database['public']['Enums']['employee_range'];
          id: string;
          industry: Database['public']['Enums']['industry'];
          location: Database['public']['Enums']['location'];
          price: string;
          reasons: string[];
          revenue: Database['public']['Enums']['revenue_range'];
          score: number;
          type: Database['public']['Enums']['listing_type'];
        }[];
      };
      record_capacity_proof: {
        Args: {
          p_content_type: string;
          p_file_name: string;
          p_object_name: string;
          p_user_id: string;
        };
        Returns: {
          band: Database['public']['Enums']['capacity_band'] | null;
          content_type: string;
          decided_at: string | null;
          decided_by: string | null;
          file_name: string;
          id: string;
          note: string | null;
          object_name: string;
          size_bytes: number;
          status: Database['public']['Enums']['capacity_proof_status'];
          submitted_at: string;
          user_id: string;
        };
        SetofOptions: {
          from: '*';
          to: 'capacity_proofs';
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
      record_listing_view: { Args: { p_listing_id: string }; Returns: undefined };
      remove_deal_member: {
        Args: { p_member_id: string };
        Returns: {
          accepted_at: string | null;
          deal_id: string;
          email: string;
          id: string;
          invited_at: string;
          invited_by: string | null;
          nda_accepted_at: string | null;
          nda_signed_name: string | null;
          removed_at: string | null;
          removed_by: string | null;
          role: Database['public']['Enums']['deal_member_role'];
          side: Database['public']['Enums']['deal_side'];
          status: Database['public']['Enums']['deal_member_status'];
          user_id: string | null;
        };
        SetofOptions: {
          from: '*';
          to: 'deal_members';
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
      request_exclusivity_extension: {
        Args: { p_days: number; p_deal_id: string; p_note?: string };
        Returns: {
          buyer_id: string;
          created_at: string;
          days: number;
          deal_id: string;
          decided_at: string | null;
          decided_by: string | null;
          id: string;
          listing_id: string;
          note: string | null;
          requested_by: Database['public']['Enums']['deal_side'];
          requested_by_user: string | null;
          status: Database['public']['Enums']['exclusivity_extension_status'];
        };
        SetofOptions: {
          from: '*';
          to: 'exclusivity_extensions';
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
      review_capacity_proof: {
        Args: {
          p_band?: Database['public']['Enums']['capacity_band'];
          p_note?: string;
          p_proof_id: string;
        };
        Returns: {
          band: Database['public']['Enums']['capacity_band'] | null;
          content_type: string;
          decided_at: string | null;
          decided_by: string | null;
          file_name: string;
          id: string;
          note: string | null;
          object_name: string;
          size_bytes: number;
          status: Database['public']['Enums']['capacity_proof_status'];
          submitted_at: string;
          user_id: string;
        };
        SetofOptions: {
          from: '*';
          to: 'capacity_proofs';
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
      run_archive_retention: { Args: { p_deal_id?: string; p_now?: string }; Returns: Json };
      run_closing_reminders: { Args: { p_deal_id?: string; p_now?: string }; Returns: number };
      run_deal_maintenance: { Args: { p_now?: string }; Returns: Json };
      run_invoice_maintenance: { Args: { p_invoice_id?: string; p_now?: string }; Returns: number };
      run_milestone_reminders: { Args: { p_deal_id?: string; p_now?: string }; Returns: number };
      scout_fee_summary: {
        Args: Record<PropertyKey, never>;
        Returns: {
          fees: number;
          gross_cents: number;
          net_cents: number;
          status: string;
        }[];
      };
      scout_fees: {
        Args: { p_from?: string; p_limit?: number; p_scout_id?: string; p_until?: string };
        Returns: {
          credit_note_id: string;
          credit_note_number: string;
          deal_id: string;
          decided_at: string;
          fee_cents: number;
          gross_cents: number;
          listing_id: string;
          listing_title: string;
          marked_at: string;
          paid_at: string;
          scout_id: string;
          scout_name: string;
          status: string;
        }[];
      };
      search_listings: {
        Args: {
          p_before_created_at?: string;
          p_before_id?: string;
          p_ebitda_min_eur?: number;
          p_growth_min?: Database['public']['Enums']['growth_band'];
          p_industry?: Database['public']['Enums']['industry'];
          p_limit?: number;
          p_location?: Database['public']['Enums']['location'];
          p_margin_min?: Database['public']['Enums']['margin_band'];
          p_price_max_eur?: number;
          p_price_min_eur?: number;
          p_region?: Database['public']['Enums']['region'];
          p_revenue?: Database['public']['Enums']['revenue_range'];
          p_sale_reason?: Database['public']['Enums']['sale_reason'];
          p_search?: string;
          p_sort?: string;
          p_type?: Database['public']['Enums']['listing_type'];
        };
        Returns: {
          anonymized_description: string;
          asking_price_eur: number | null;
          changed_at: string | null;
          created_at: string;
          deal_won_at: string | null;
          ebitda_band_max_eur: number | null;
          ebitda_band_min_eur: number | null;
          ebitda_margin_band: Database['public']['Enums']['margin_band'] | null;
          employees: Database['public']['Enums']['employee_range'];
          founded_decade: number | null;
          id: string;
          industry: Database['public']['Enums']['industry'];
          legal_form: Database['public']['Enums']['legal_form'] | null;
          location: Database['public']['Enums']['location'];
          market_position: string | null;
          owner_dependence: Database['public']['Enums']['owner_dependence'] | null;
          patents: boolean;
          price: string | null;
          real_estate: Database['public']['Enums']['real_estate'] | null;
          region: Database['public']['Enums']['region'] | null;
          required_capacity_band: Database['public']['Enums']['capacity_band'] | null;
          revenue: Database['public']['Enums']['revenue_range'];
          revenue_growth_band: Database['public']['Enums']['growth_band'] | null;
          sale_reason: Database['public']['Enums']['sale_reason'] | null;
          search_text: string;
          status: Database['public']['Enums']['listing_status'];
          success_fee_eur: number | null;
          type: Database['public']['Enums']['listing_type'];
          updated_at: string;
          user_id: string;
          user_role: Database['public']['Enums']['app_role'];
        }[];
        SetofOptions: {
          from: '*';
          to: 'listings';
          isOneToOne: false;
          isSetofReturn: true;
        };
      };
      send_deal_message: {
        Args: { p_body: string; p_client_id: string; p_deal_id: string };
        Returns: {
          body: string;
          client_id: string | null;
          created_at: string;
          deal_id: string;
          id: number;
          inquiry_id: string | null;
          masked: boolean;
          offer_event: string | null;
          offer_id: string | null;
          sender_id: string | null;
          sender_side: Database['public']['Enums']['deal_side'];
        };
        SetofOptions: {
          from: '*';
          to: 'deal_messages';
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
      set_admin: {
        Args: { p_admin: boolean; p_user_id: string };
        Returns: {
          consented_at: string | null;
          created_at: string;
          email: string;
          email_confirmed_at: string | null;
          has_seen_profile_banner: boolean;
          id: string;
          language: Database['public']['Enums']['app_language'];
          name: string;
          phone_number: string | null;
          privacy_version: string | null;
          profile_complete: boolean;
          rejected_at: string | null;
          role: Database['public']['Enums']['app_role'];
          submitted_at: string;
          terms_version: string | null;
          updated_at: string;
          verification_status: Database['public']['Enums']['verification_status'];
          verified_at: string | null;
          website: string | null;
        };
        SetofOptions: {
          from: '*';
          to: 'profiles';
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
      set_closing_item_details: {
        Args: { p_due_on: string; p_item_id: string; p_notary_name?: string };
        Returns: {
          created_at: string;
          created_by: string;
          deal_id: string;
          decided_at: string | null;
          decided_by: string | null;
          due_on: string | null;
          id: string;
          notary_name: string | null;
          overdue_notified_at: string | null;
          owner_side: Database['public']['Enums']['deal_side'];
          position: number;
          reminded_at: string | null;
          required: boolean;
          status: Database['public']['Enums']['closing_item_status'];
          title: string | null;
          title_key: string | null;
          waive_reason: string | null;
        };
        SetofOptions: {
          from: '*';
          to: 'closing_items';
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
      set_deal_member_role: {
        Args: { p_member_id: string; p_role: Database['public']['Enums']['deal_member_role'] };
        Returns: {
          accepted_at: string | null;
          deal_id: string;
          email: string;
          id: string;
          invited_at: string;
          invited_by: string | null;
          nda_accepted_at: string | null;
          nda_signed_name: string | null;
          removed_at: string | null;
          removed_by: string | null;
          role: Database['public']['Enums']['deal_member_role'];
          side: Database['public']['Enums']['deal_side'];
          status: Database['public']['Enums']['deal_member_status'];
          user_id: string | null;
        };
        SetofOptions: {
          from: '*';
          to: 'deal_members';
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
      set_diligence_faq: {
        Args: { p_published: boolean; p_question_id: string };
        Returns: {
          answer: string | null;
          answered_at: string | null;
          approved_by: string | null;
          asked_by: string;
          body: string;
          created_at: string;
          deal_id: string;
          document_id: string | null;
          due_date: string | null;
          faq_published_at: string | null;
          id: string;
          owner_id: string | null;
          request_id: string | null;
          state: Database['public']['Enums']['diligence_question_state'];
          updated_at: string;
        };
        SetofOptions: {
          from: '*';
          to: 'diligence_questions';
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
      set_listing_status: {
        Args: { p_listing_id: string; p_status: Database['public']['Enums']['listing_status'] };
        Returns: {
          anonymized_description: string;
          asking_price_eur: number | null;
          changed_at: string | null;
          created_at: string;
          deal_won_at: string | null;
          ebitda_band_max_eur: number | null;
          ebitda_band_min_eur: number | null;
          ebitda_margin_band: Database['public']['Enums']['margin_band'] | null;
          employees: Database['public']['Enums']['employee_range'];
          founded_decade: number | null;
          id: string;
          industry: Database['public']['Enums']['industry'];
          legal_form: Database['public']['Enums']['legal_form'] | null;
          location: Database['public']['Enums']['location'];
          market_position: string | null;
          owner_dependence: Database['public']['Enums']['owner_dependence'] | null;
          patents: boolean;
          price: string | null;
          real_estate: Database['public']['Enums']['real_estate'] | null;
          region: Database['public']['Enums']['region'] | null;
          required_capacity_band: Database['public']['Enums']['capacity_band'] | null;
          revenue: Database['public']['Enums']['revenue_range'];
          revenue_growth_band: Database['public']['Enums']['growth_band'] | null;
          sale_reason: Database['public']['Enums']['sale_reason'] | null;
          search_text: string;
          status: Database['public']['Enums']['listing_status'];
          success_fee_eur: number | null;
          type: Database['public']['Enums']['listing_type'];
          updated_at: string;
          user_id: string;
          user_role: Database['public']['Enums']['app_role'];
        };
        SetofOptions: {
          from: '*';
          to: 'listings';
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
      set_my_language: {
        Args: { p_language: Database['public']['Enums']['app_language'] };
        Returns: undefined;
      };
      set_verification: {
        Args: {
          p_reason_code?: string;
          p_reason_note?: string;
          p_status: Database['public']['Enums']['verification_status'];
          p_user_id: string;
        };
        Returns: {
          consented_at: string | null;
          created_at: string;
          email: string;
          email_confirmed_at: string | null;
          has_seen_profile_banner: boolean;
          id: string;
          language: Database['public']['Enums']['app_language'];
          name: string;
          phone_number: string | null;
          privacy_version: string | null;
          profile_complete: boolean;
          rejected_at: string | null;
          role: Database['public']['Enums']['app_role'];
          submitted_at: string;
          terms_version: string | null;
          updated_at: string;
          verification_status: Database['public']['Enums']['verification_status'];
          verified_at: string | null;
          website: string | null;
        };
        SetofOptions: {
          from: '*';
          to: 'profiles';
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
      start_closing_checklist: {
        Args: { p_deal_id: string };
        Returns: {
          buyer_id: string;
          closed_at: string | null;
          closed_by: string | null;
          deal_id: string;
          listing_id: string;
          offer_id: string;
          started_at: string;
          started_by: string;
          structure: Database['public']['Enums']['offer_structure'];
        };
        SetofOptions: {
          from: '*';
          to: 'closing_checklists';
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
      submit_deal_offer: {
        Args: {
          p_deal_id: string;
          p_earn_out_eur?: number;
          p_earn_out_terms?: string;
          p_exclusivity_days: number;
          p_financing: Database['public']['Enums']['offer_financing'];
          p_financing_note?: string;
          p_price_eur: number;
          p_structure: Database['public']['Enums']['offer_structure'];
          p_valid_until: string;
        };
        Returns: {
          amends_id: string | null;
          buyer_id: string;
          closing_cents: number;
          cond_approvals: boolean;
          cond_due_diligence: boolean;
          cond_financing: boolean;
          conditions_note: string | null;
          created_at: string;
          deal_id: string;
          decided_at: string | null;
          decided_by: string | null;
          decline_note: string | null;
          decline_reason: Database['public']['Enums']['offer_decline_reason'] | null;
          diligence_deadline: string | null;
          earn_out_cents: number | null;
          earn_out_eur: number | null;
          earn_out_metric: Database['public']['Enums']['offer_earn_out_metric'] | null;
          earn_out_months: number | null;
          earn_out_terms: string | null;
          exclusivity_days: number;
          financing: Database['public']['Enums']['offer_financing'];
          financing_bank_cents: number | null;
          financing_development_cents: number | null;
          financing_equity_cents: number | null;
          financing_note: string | null;
          holdback_cents: number | null;
          holdback_months: number | null;
          id: string;
          listing_id: string;
          previous_id: string | null;
          price_cents: number;
          price_eur: number;
          proposed_by: Database['public']['Enums']['deal_side'];
          retrade_note: string | null;
          retrade_reason: Database['public']['Enums']['offer_retrade_reason'] | null;
          status: Database['public']['Enums']['offer_status'];
          structure: Database['public']['Enums']['offer_structure'];
          target_signing_date: string | null;
          valid_until: string;
          vendor_loan_cents: number | null;
          vendor_loan_interest_bp: number | null;
          vendor_loan_months: number | null;
          version_no: number;
        };
        SetofOptions: {
          from: '*';
          to: 'deal_offers';
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
      submit_loi: {
        Args: {
          p_deal_id: string;
          p_retrade_note?: string;
          p_retrade_reason?: Database['public']['Enums']['offer_retrade_reason'];
          p_terms: Json;
        };
        Returns: {
          amends_id: string | null;
          buyer_id: string;
          closing_cents: number;
          cond_approvals: boolean;
          cond_due_diligence: boolean;
          cond_financing: boolean;
          conditions_note: string | null;
          created_at: string;
          deal_id: string;
          decided_at: string | null;
          decided_by: string | null;
          decline_note: string | null;
          decline_reason: Database['public']['Enums']['offer_decline_reason'] | null;
          diligence_deadline: string | null;
          earn_out_cents: number | null;
          earn_out_eur: number | null;
          earn_out_metric: Database['public']['Enums']['offer_earn_out_metric'] | null;
          earn_out_months: number | null;
          earn_out_terms: string | null;
          exclusivity_days: number;
          financing: Database['public']['Enums']['offer_financing'];
          financing_bank_cents: number | null;
          financing_development_cents: number | null;
          financing_equity_cents: number | null;
          financing_note: string | null;
          holdback_cents: number | null;
          holdback_months: number | null;
          id: string;
          listing_id: string;
          previous_id: string | null;
          price_cents: number;
          price_eur: number;
          proposed_by: Database['public']['Enums']['deal_side'];
          retrade_note: string | null;
          retrade_reason: Database['public']['Enums']['offer_retrade_reason'] | null;
          status: Database['public']['Enums']['offer_status'];
          structure: Database['public']['Enums']['offer_structure'];
          target_signing_date: string | null;
          valid_until: string;
          vendor_loan_cents: number | null;
          vendor_loan_interest_bp: number | null;
          vendor_loan_months: number | null;
          version_no: number;
        };
        SetofOptions: {
          from: '*';
          to: 'deal_offers';
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
      subscribe_newsletter: {
        Args: { p_email: string; p_language?: Database['public']['Enums']['app_language'] };
        Returns: undefined;
      };
      tax_number_is_valid: { Args: { p_tax_number: string }; Returns: boolean };
      undo_account_decision: {
        Args: { p_decision_id: string };
        Returns: {
          consented_at: string | null;
          created_at: string;
          email: string;
          email_confirmed_at: string | null;
          has_seen_profile_banner: boolean;
          id: string;
          language: Database['public']['Enums']['app_language'];
          name: string;
          phone_number: string | null;
          privacy_version: string | null;
          profile_complete: boolean;
          rejected_at: string | null;
          role: Database['public']['Enums']['app_role'];
          submitted_at: string;
          terms_version: string | null;
          updated_at: string;
          verification_status: Database['public']['Enums']['verification_status'];
          verified_at: string | null;
          website: string | null;
        };
        SetofOptions: {
          from: '*';
          to: 'profiles';
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
      unsubscribe_newsletter: { Args: { p_token: string }; Returns: boolean };
      update_listing: {
        Args: {
          p_anonymized_description?: string;
          p_asking_price_eur?: number;
          p_description?: string;
          p_employees?: Database['public']['Enums']['employee_range'];
          p_facts?: Json;
          p_financials?: Json;
          p_full_details?: string;
          p_industry?: Database['public']['Enums']['industry'];
          p_listing_id: string;
          p_location?: Database['public']['Enums']['location'];
          p_market_position?: string;
          p_patents?: boolean;
          p_price?: string;
          p_revenue?: Database['public']['Enums']['revenue_range'];
          p_title?: string;
          p_type?: Database['public']['Enums']['listing_type'];
        };
        Returns: undefined;
      };
      vat_id_country: { Args: { p_vat_id: string }; Returns: string };
      vat_id_is_eu: { Args: { p_country: string }; Returns: boolean };
      waive_closing_item: {
        Args: { p_item_id: string; p_reason: string };
        Returns: {
          created_at: string;
          created_by: string;
          deal_id: string;
          decided_at: string | null;
          decided_by: string | null;
          due_on: string | null;
          id: string;
          notary_name: string | null;
          overdue_notified_at: string | null;
          owner_side: Database['public']['Enums']['deal_side'];
          position: number;
          reminded_at: string | null;
          required: boolean;
          status: Database['public']['Enums']['closing_item_status'];
          title: string | null;
          title_key: string | null;
          waive_reason: string | null;
        };
        SetofOptions: {
          from: '*';
          to: 'closing_items';
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
      withdraw_account_rejection: { Args: { p_proposal_id: string }; Returns: undefined };
    };
    Enums: {
      app_language: 'en' | 'de';
      app_role: 'admin' | 'scout' | 'investor' | 'company';
      billing_kind: 'company' | 'private';
      capacity_band: 'under_500k' | '500k_2m' | '2m_10m' | 'over_10m';
      capacity_proof_status: 'pending' | 'approved' | 'rejected';
      closing_item_status: 'open' | 'done' | 'waived';
      credit_note_vat: 'domestic' | 'reverse_charge' | 'small_business';
      data_room_tier: 'teaser' | 'nda' | 'access';
      deal_member_role: 'view' | 'contribute' | 'lead';
      deal_member_status: 'invited' | 'active' | 'removed';
      deal_side: 'buyer' | 'owner';
      deal_stage:
        | 'interested'
        | 'nda_signed'
        | 'access_requested'
        | 'access_granted'
        | 'offer_submitted'
        | 'in_exclusivity'
        | 'won'
        | 'declined'
        | 'withdrawn'
        | 'lost'
        | 'revoked';
      diligence_category:
        | 'financial'
        | 'tax'
        | 'legal'
        | 'hr'
        | 'commercial'
        | 'ip_it'
        | 'real_estate'
        | 'insurance'
        | 'esg'
        | 'other';
      diligence_priority: 'low' | 'normal' | 'high';
      diligence_question_state: 'open' | 'drafted' | 'answered';
      diligence_status: 'open' | 'in_progress' | 'answered' | 'accepted' | 'reopened';
      employee_range: '1-10' | '11-50' | '51-100' | '101-250' | '251-500' | '501-1000' | '1000+';
      exclusivity_extension_status: 'open' | 'agreed' | 'declined';
      fact_visibility: 'teaser' | 'access';
      growth_band: 'shrinking' | '0-10' | '10-25' | '25+';
      industry:
        | 'Technology'
        | 'Manufacturing'
        | 'Healthcare'
        | 'E-Commerce'
        | 'Real Estate'
        | 'Services'
        | 'Retail'
        | 'Energy'
        | 'Finance';
      inquiry_status: 'pending' | 'read' | 'answered' | 'closed';
      investment_deal_type:
        'full_takeover' | 'majority_stake' | 'minority_stake' | 'succession' | 'asset_deal';
      investment_timeframe:
        'immediately' | 'within_6_months' | 'within_12_months' | 'over_12_months';
      invoice_kind: 'invoice' | 'cancellation';
      invoice_status: 'open' | 'paid' | 'overdue' | 'cancelled';
      legal_form:
        | 'gmbh'
        | 'ug'
        | 'ag'
        | 'gmbh_co_kg'
        | 'kg'
        | 'ohg'
        | 'gbr'
        | 'sole_proprietor'
        | 'se'
        | 'other';
      listing_status: 'active' | 'closed' | 'draft';
      listing_type: 'sell' | 'buy';
      location:
        | 'Germany'
        | 'Austria'
        | 'Switzerland'
        | 'Netherlands'
        | 'Belgium'
        | 'Luxembourg'
        | 'France'
        | 'Italy'
        | 'Spain'
        | 'United Kingdom'
        | 'Ireland'
        | 'Denmark'
        | 'Sweden'
        | 'Norway'
        | 'Finland'
        | 'Poland'
        | 'Czech Republic'
        | 'Other EU Country'
        | 'Non-EU Country';
      margin_band: 'negative' | '0-5' | '5-10' | '10-15' | '15-20' | '20-30' | '30+';
      notification_kind:
        | 'account.confirmed'
        | 'account.verified'
        | 'account.rejected'
        | 'account.capacity_verified'
        | 'account.capacity_rejected'
        | 'deal.message'
        | 'deal.nda_signed'
        | 'deal.nda_copy'
        | 'deal.access_requested'
        | 'deal.access_granted'
        | 'deal.access_declined'
        | 'deal.access_revoked'
        | 'deal.reminder'
        | 'deal.closed'
        | 'offer.received'
        | 'offer.accepted'
        | 'offer.declined'
        | 'offer.countered'
        | 'exclusivity.started'
        | 'exclusivity.ended'
        | 'exclusivity.extension_requested'
        | 'exclusivity.extended'
        | 'exclusivity.milestone_due'
        | 'exclusivity.milestone_overdue'
        | 'document.added'
        | 'search.match'
        | 'listing.invitation'
        | 'invoice.overdue'
        | 'diligence.requested'
        | 'diligence.answered'
        | 'diligence.question'
        | 'diligence.question_answered'
        | 'diligence.overdue'
        | 'team.removed'
        | 'team.role_changed'
        | 'closing.started'
        | 'closing.item_done'
        | 'closing.payment_confirmed'
        | 'closing.closed'
        | 'closing.archive_expiring'
        | 'scout_fee.paid'
        | 'closing.item_due'
        | 'closing.item_overdue';
      offer_decline_reason:
        'price' | 'structure' | 'financing' | 'timing' | 'other_buyer' | 'other';
      offer_earn_out_metric: 'revenue' | 'gross_profit' | 'ebitda' | 'other';
      offer_financing: 'equity' | 'debt' | 'mixed';
      offer_milestone_kind:
        | 'diligence_complete'
        | 'financing_confirmed'
        | 'spa_draft'
        | 'notary_appointment'
        | 'signing';
      offer_retrade_reason: 'findings_in_diligence' | 'financing' | 'other';
      offer_status: 'open' | 'accepted' | 'declined' | 'superseded' | 'withdrawn';
      offer_structure: 'share_deal' | 'asset_deal';
      owner_dependence: 'low' | 'medium' | 'high';
      real_estate: 'included' | 'leased' | 'optional' | 'none';
      region:
        | 'DE-BW'
        | 'DE-BY'
        | 'DE-BE'
        | 'DE-BB'
        | 'DE-HB'
        | 'DE-HH'
        | 'DE-HE'
        | 'DE-MV'
        | 'DE-NI'
        | 'DE-NW'
        | 'DE-RP'
        | 'DE-SL'
        | 'DE-SN'
        | 'DE-ST'
        | 'DE-SH'
        | 'DE-TH'
        | 'AT-1'
        | 'AT-2'
        | 'AT-3'
        | 'AT-4'
        | 'AT-5'
        | 'AT-6'
        | 'AT-7'
        | 'AT-8'
        | 'AT-9'
        | 'CH-AG'
        | 'CH-AI'
        | 'CH-AR'
        | 'CH-BE'
        | 'CH-BL'
        | 'CH-BS'
        | 'CH-FR'
        | 'CH-GE'
        | 'CH-GL'
        | 'CH-GR'
        | 'CH-JU'
        | 'CH-LU'
        | 'CH-NE'
        | 'CH-NW'
        | 'CH-OW'
        | 'CH-SG'
        | 'CH-SH'
        | 'CH-SO'
        | 'CH-SZ'
        | 'CH-TG'
        | 'CH-TI'
        | 'CH-UR'
        | 'CH-VD'
        | 'CH-VS'
        | 'CH-ZG'
        | 'CH-ZH';
      revenue_range:
        | '0-500K'
        | '500K-1M'
        | '1M-2M'
        | '2M-5M'
        | '5M-10M'
        | '10M-20M'
        | '20M-50M'
        | '50M-100M'
        | '100M+';
      sale_reason:
        'succession' | 'retirement' | 'strategic' | 'focus' | 'growth_partner' | 'health' | 'other';
      success_fee_decision: 'pending' | 'confirmed' | 'declined';
      unlock_status: 'pending' | 'approved' | 'rejected';
      vat_treatment: 'domestic' | 'reverse_charge';
      verification_status: 'pending' | 'verified' | 'rejected';
    };
    CompositeTypes: {
      [_ in never]: never;
    };
  };
};

type DatabaseWithoutInternals = Omit<Database, '__InternalSupabase'>;

type DefaultSchema = DatabaseWithoutInternals[Extract<keyof Database, 'public'>];

export type Tables<
  DefaultSchemaTableNameOrOptions extends
    | keyof (DefaultSchema['Tables'] & DefaultSchema['Views'])
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals;
  }
    ? keyof (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables'] &
        DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Views'])
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
  ? (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables'] &
      DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Views'])[TableName] extends {
      Row: infer R;
    }
    ? R
    : never
  : DefaultSchemaTableNameOrOptions extends keyof (DefaultSchema['Tables'] & DefaultSchema['Views'])
    ? (DefaultSchema['Tables'] & DefaultSchema['Views'])[DefaultSchemaTableNameOrOptions] extends {
        Row: infer R;
      }
      ? R
      : never
    : never;

export type TablesInsert<
  DefaultSchemaTableNameOrOptions extends
    keyof DefaultSchema['Tables'] | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals;
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables']
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables'][TableName] extends {
      Insert: infer I;
    }
    ? I
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema['Tables']
    ? DefaultSchema['Tables'][DefaultSchemaTableNameOrOptions] extends {
        Insert: infer I;
      }
      ? I
      : never
    : never;

export type TablesUpdate<
  DefaultSchemaTableNameOrOptions extends
    keyof DefaultSchema['Tables'] | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals;
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables']
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables'][TableName] extends {
      Update: infer U;
    }
    ? U
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema['Tables']
    ? DefaultSchema['Tables'][DefaultSchemaTableNameOrOptions] extends {
        Update: infer U;
      }
      ? U
      : never
    : never;

export type Enums<
  DefaultSchemaEnumNameOrOptions extends
    keyof DefaultSchema['Enums'] | { schema: keyof DatabaseWithoutInternals },
  EnumName extends (DefaultSchemaEnumNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals;
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions['schema']]['Enums']
    : never) = never,
> = DefaultSchemaEnumNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
  ? DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions['schema']]['Enums'][EnumName]
  : DefaultSchemaEnumNameOrOptions extends keyof DefaultSchema['Enums']
    ? DefaultSchema['Enums'][DefaultSchemaEnumNameOrOptions]
    : never;

export type CompositeTypes<
  PublicCompositeTypeNameOrOptions extends
    keyof DefaultSchema['CompositeTypes'] | { schema: keyof DatabaseWithoutInternals },
  CompositeTypeName extends (PublicCompositeTypeNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals;
  }
    ? keyof DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions['schema']]['CompositeTypes']
    : never) = never,
> = PublicCompositeTypeNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
  ? DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions['schema']]['CompositeTypes'][CompositeTypeName]
  : PublicCompositeTypeNameOrOptions extends keyof DefaultSchema['CompositeTypes']
    ? DefaultSchema['CompositeTypes'][PublicCompositeTypeNameOrOptions]
    : never;

export const Constants = {
  public: {
    Enums: {
      app_language: ['en', 'de'],
      app_role: ['admin', 'scout', 'investor', 'company'],
      billing_kind: ['company', 'private'],
      capacity_band: ['under_500k', '500k_2m', '2m_10m', 'over_10m'],
      capacity_proof_status: ['pending', 'approved', 'rejected'],
      closing_item_status: ['open', 'done', 'waived'],
      credit_note_vat: ['domestic', 'reverse_charge', 'small_business'],
      data_room_tier: ['teaser', 'nda', 'access'],
      deal_member_role: ['view', 'contribute', 'lead'],
      deal_member_status: ['invited', 'active', 'removed'],
      deal_side: ['buyer', 'owner'],
      deal_stage: [
        'interested',
        'nda_signed',
        'access_requested',
        'access_granted',
        'offer_submitted',
        'in_exclusivity',
        'won',
        'declined',
        'withdrawn',
        'lost',
        'revoked',
      ],
      diligence_category: [
        'financial',
        'tax',
        'legal',
        'hr',
        'commercial',
        'ip_it',
        'real_estate',
        'insurance',
        'esg',
        'other',
      ],
      diligence_priority: ['low', 'normal', 'high'],
      diligence_question_state: ['open', 'drafted', 'answered'],
      diligence_status: ['open', 'in_progress', 'answered', 'accepted', 'reopened'],
      employee_range: ['1-10', '11-50', '51-100', '101-250', '251-500', '501-1000', '1000+'],
      exclusivity_extension_status: ['open', 'agreed', 'declined'],
      fact_visibility: ['teaser', 'access'],
      growth_band: ['shrinking', '0-10', '10-25', '25+'],
      industry: [
        'Technology',
        'Manufacturing',
        'Healthcare',
        'E-Commerce',
        'Real Estate',
        'Services',
        'Retail',
        'Energy',
        'Finance',
      ],
      inquiry_status: ['pending', 'read', 'answered', 'closed'],
      investment_deal_type: [
        'full_takeover',
        'majority_stake',
        'minority_stake',
        'succession',
        'asset_deal',
      ],
      investment_timeframe: [
        'immediately',
        'within_6_months',
        'within_12_months',
        'over_12_months',
      ],
      invoice_kind: ['invoice', 'cancellation'],
      invoice_status: ['open', 'paid', 'overdue', 'cancelled'],
      legal_form: [
        'gmbh',
        'ug',
        'ag',
        'gmbh_co_kg',
        'kg',
        'ohg',
        'gbr',
        'sole_proprietor',
        'se',
        'other',
      ],
      listing_status: ['active', 'closed', 'draft'],
      listing_type: ['sell', 'buy'],
      location: [
        'Germany',
        'Austria',
        'Switzerland',
        'Netherlands',
        'Belgium',
        'Luxembourg',
        'France',
        'Italy',
        'Spain',
        'United Kingdom',
        'Ireland',
        'Denmark',
        'Sweden',
        'Norway',
        'Finland',
        'Poland',
        'Czech Republic',
        'Other EU Country',
        'Non-EU Country',
      ],
      margin_band: ['negative', '0-5', '5-10', '10-15', '15-20', '20-30', '30+'],
      notification_kind: [
        'account.confirmed',
        'account.verified',
        'account.rejected',
        'account.capacity_verified',
        'account.capacity_rejected',
        'deal.message',
        'deal.nda_signed',
        'deal.nda_copy',
        'deal.access_requested',
        'deal.access_granted',
        'deal.access_declined',
        'deal.access_revoked',
        'deal.reminder',
        'deal.closed',
        'offer.received',
        'offer.accepted',
        'offer.declined',
        'offer.countered',
        'exclusivity.started',
        'exclusivity.ended',
        'exclusivity.extension_requested',
        'exclusivity.extended',
        'exclusivity.milestone_due',
        'exclusivity.milestone_overdue',
        'document.added',
        'search.match',
        'listing.invitation',
        'invoice.overdue',
        'diligence.requested',
        'diligence.answered',
        'diligence.question',
        'diligence.question_answered',
        'diligence.overdue',
        'team.removed',
        'team.role_changed',
        'closing.started',
        'closing.item_done',
        'closing.payment_confirmed',
        'closing.closed',
        'closing.archive_expiring',
        'scout_fee.paid',
        'closing.item_due',
        'closing.item_overdue',
      ],
      offer_decline_reason: ['price', 'structure', 'financing', 'timing', 'other_buyer', 'other'],
      offer_earn_out_metric: ['revenue', 'gross_profit', 'ebitda', 'other'],
      offer_financing: ['equity', 'debt', 'mixed'],
      offer_milestone_kind: [
        'diligence_complete',
        'financing_confirmed',
        'spa_draft',
        'notary_appointment',
        'signing',
      ],
      offer_retrade_reason: ['findings_in_diligence', 'financing', 'other'],
      offer_status: ['open', 'accepted', 'declined', 'superseded', 'withdrawn'],
      offer_structure: ['share_deal', 'asset_deal'],
      owner_dependence: ['low', 'medium', 'high'],
      real_estate: ['included', 'leased', 'optional', 'none'],
      region: [
        'DE-BW',
        'DE-BY',
        'DE-BE',
        'DE-BB',
        'DE-HB',
        'DE-HH',
        'DE-HE',
        'DE-MV',
        'DE-NI',
        'DE-NW',
        'DE-RP',
        'DE-SL',
        'DE-SN',
        'DE-ST',
        'DE-SH',
        'DE-TH',
        'AT-1',
        'AT-2',
        'AT-3',
        'AT-4',
        'AT-5',
        'AT-6',
        'AT-7',
        'AT-8',
        'AT-9',
        'CH-AG',
        'CH-AI',
        'CH-AR',
        'CH-BE',
        'CH-BL',
        'CH-BS',
        'CH-FR',
        'CH-GE',
        'CH-GL',
        'CH-GR',
        'CH-JU',
        'CH-LU',
        'CH-NE',
        'CH-NW',
        'CH-OW',
        'CH-SG',
        'CH-SH',
        'CH-SO',
        'CH-SZ',
        'CH-TG',
        'CH-TI',
        'CH-UR',
        'CH-VD',
        'CH-VS',
        'CH-ZG',
        'CH-ZH',
      ],
      revenue_range: [
        '0-500K',
        '500K-1M',
        '1M-2M',
        '2M-5M',
        '5M-10M',
        '10M-20M',
        '20M-50M',
        '50M-100M',
        '100M+',
      ],
      sale_reason: [
        'succession',
        'retirement',
        'strategic',
        'focus',
        'growth_partner',
        'health',
        'other',
      ],
      success_fee_decision: ['pending', 'confirmed', 'declined'],
      unlock_status: ['pending', 'approved', 'rejected'],
      vat_treatment: ['domestic', 'reverse_charge'],
      verification_status: ['pending', 'verified', 'rejected'],
    },
  },
} as const;
